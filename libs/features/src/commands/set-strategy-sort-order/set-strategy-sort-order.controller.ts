import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { SetStrategySortOrderCommand } from './set-strategy-sort-order.command';
import { setStrategySortOrderSchema } from './set-strategy-sort-order.schema';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/set-sort-order')
export class SetStrategySortOrderController {
  constructor(private readonly commands: CommandBus) {}

  /** `[{id, sortOrder}]` → 200 with an empty body. */
  @Access.permission('UPDATE_FEATURE_STRATEGY')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: "Set the evaluation order of a flag's strategies in an environment",
    body: setStrategySortOrderSchema.json,
    errors: [400, 404],
  })
  async setSortOrder(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const order = validate(setStrategySortOrderSchema, body);
    return written(
      await this.commands.execute(new SetStrategySortOrderCommand(principal.actor, projectId, featureName, environment, order)),
    );
  }
}
