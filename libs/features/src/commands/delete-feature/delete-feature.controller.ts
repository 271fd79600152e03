import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { featureNamesSchema } from '../feature-names.schema';
import { DeleteFeaturesCommand } from './delete-feature.command';
import { written } from '@pennant/core';

/** Delete archived flags for good (their name becomes free); 200, empty body; active flags → 409. */
@Controller('api/admin')
export class DeleteFeatureController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('DELETE_FEATURE')
  @Delete('archive/:featureName')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete an archived feature flag', tag: 'Archive', errors: [404, 409] })
  async deleteOne(@Param('featureName') featureName: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteFeaturesCommand(principal.actor, null, [featureName], false)));
  }

  @Access.permission('UPDATE_PROJECT')
  @Post('projects/:projectId/delete')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Delete archived feature flags of a project (all or none)',
    tag: 'Archive',
    body: featureNamesSchema.json,
    errors: [400, 404, 409],
  })
  async deleteMany(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { features } = validate(featureNamesSchema, body);
    return written(await this.commands.execute(new DeleteFeaturesCommand(principal.actor, projectId, features, true)));
  }
}
