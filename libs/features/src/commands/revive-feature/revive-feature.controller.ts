import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { featureNamesSchema } from '../feature-names.schema';
import { ReviveFeaturesCommand } from './revive-feature.command';
import { written } from '@pennant/core';

/** Revive archived flags (every environment is switched off); 200, empty body. */
@Controller('api/admin')
export class ReviveFeatureController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_FEATURE')
  @Post('archive/revive/:featureName')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Revive an archived feature flag', tag: 'Archive', errors: [404] })
  async reviveOne(@Param('featureName') featureName: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new ReviveFeaturesCommand(principal.actor, null, [featureName], false)));
  }

  @Access.permission('UPDATE_PROJECT')
  @Post('projects/:projectId/revive')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Revive archived feature flags of a project (all or none)',
    tag: 'Archive',
    body: featureNamesSchema.json,
    errors: [400, 404],
  })
  async reviveMany(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { features } = validate(featureNamesSchema, body);
    return written(await this.commands.execute(new ReviveFeaturesCommand(principal.actor, projectId, features, true)));
  }
}
