import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { MarkFeaturesStaleCommand } from './mark-features-stale.command';
import { markFeaturesStaleSchema } from './mark-features-stale.schema';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/stale')
export class MarkFeaturesStaleController {
  constructor(private readonly commands: CommandBus) {}

  /** `{features, stale}` → 202, empty body. */
  @Access.permission('UPDATE_PROJECT')
  @Post()
  @HttpCode(202)
  @ApiDoc({
    noBody: true,
    summary: 'Mark feature flags of a project stale or not stale',
    tag: 'Features',
    body: markFeaturesStaleSchema.json,
    errors: [400, 404],
  })
  async markStale(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { features, stale } = validate(markFeaturesStaleSchema, body);
    return written(await this.commands.execute(new MarkFeaturesStaleCommand(principal.actor, projectId, features, stale)));
  }
}
