import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { featureNamesSchema } from '../feature-names.schema';
import { ArchiveFeaturesCommand } from './archive-feature.command';
import { written } from '@pennant/core';

/** Archive one flag (404 if unknown) or several (unknown names ignored); 202, empty body. */
@Controller('api/admin/projects/:projectId')
export class ArchiveFeatureController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('DELETE_FEATURE')
  @Delete('features/:featureName')
  @HttpCode(202)
  @ApiDoc({ noBody: true, summary: 'Archive a feature flag', tag: 'Features', errors: [403, 404] })
  async archiveOne(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new ArchiveFeaturesCommand(principal.actor, projectId, [featureName], false)));
  }

  @Access.permission('UPDATE_PROJECT')
  @Post('archive')
  @HttpCode(202)
  @ApiDoc({
    noBody: true,
    summary: 'Archive feature flags of a project (all or none)',
    tag: 'Features',
    body: featureNamesSchema.json,
    errors: [400, 403, 404],
  })
  async archiveMany(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { features } = validate(featureNamesSchema, body);
    return written(await this.commands.execute(new ArchiveFeaturesCommand(principal.actor, projectId, features, true)));
  }
}
