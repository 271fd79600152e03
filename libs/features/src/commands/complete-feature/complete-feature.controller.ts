import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { CompleteFeatureCommand } from './complete-feature.command';
import { completeFeatureSchema } from './complete-feature.schema';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/lifecycle/complete')
export class CompleteFeatureController {
  constructor(private readonly commands: CommandBus) {}

  /** `{status: kept|discarded, statusValue?}` → 200, empty body. */
  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Mark a feature flag completed',
    tag: 'Lifecycle',
    body: completeFeatureSchema.json,
    errors: [400, 404],
  })
  async complete(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { status, statusValue } = validate(completeFeatureSchema, body);
    return written(await this.commands.execute(new CompleteFeatureCommand(principal.actor, projectId, featureName, status, statusValue)));
  }
}
