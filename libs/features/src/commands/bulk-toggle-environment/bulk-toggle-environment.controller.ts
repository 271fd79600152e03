import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, CurrentPrincipal, named, object, string, validate, type Principal } from '@pennant/platform';
import { BulkToggleEnvironmentCommand } from './bulk-toggle-environment.command';
import { written } from '@pennant/core';

/** Unleash's bulkToggleFeaturesSchema. */
export const bulkToggleFeaturesSchema = named(
  'bulkToggleFeaturesSchema',
  object({ features: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }) }),
);

/** `{features}` → 200, empty body; all flags change or none. */
@Controller('api/admin/projects/:projectId/bulk_features/environments/:environment')
export class BulkToggleEnvironmentController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_FEATURE_ENVIRONMENT')
  @Post('on')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Enable several feature flags in an environment',
    tag: 'Features',
    body: bulkToggleFeaturesSchema.json,
    errors: [400, 403, 404],
  })
  async on(
    @Param('projectId') projectId: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { features } = validate(bulkToggleFeaturesSchema, body);
    return written(await this.commands.execute(new BulkToggleEnvironmentCommand(principal.actor, projectId, environment, features, true)));
  }

  @Access.permission('UPDATE_FEATURE_ENVIRONMENT')
  @Post('off')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Disable several feature flags in an environment',
    tag: 'Features',
    body: bulkToggleFeaturesSchema.json,
    errors: [400, 403, 404],
  })
  async off(
    @Param('projectId') projectId: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { features } = validate(bulkToggleFeaturesSchema, body);
    return written(await this.commands.execute(new BulkToggleEnvironmentCommand(principal.actor, projectId, environment, features, false)));
  }
}
