import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt, written } from '@pennant/core';
import type { Actor, FeatureTypeData } from '@pennant/events';
import { Access, ApiDoc, CurrentPrincipal, integer, named, nullable, object, validate, type Principal } from '@pennant/platform';
import { FEATURE_TYPES_STREAM, featureTypesDecider } from '../../domain/feature-types.decider';
import { BUILT_IN_FEATURE_TYPES, featureType } from '../../model/feature-types';
import { featureTypeAnswer } from '../../queries/get-feature-types/get-feature-types.response';

export class SetFeatureTypeLifetimeCommand extends Command<{ type: FeatureTypeData; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly lifetimeDays: number | null,
  ) {
    super();
  }
}

/** Decided on the feature-types stream; answers the type as it is afterwards. The potentially-stale job reads the new lifetime on its next run. */
@CommandHandler(SetFeatureTypeLifetimeCommand)
export class SetFeatureTypeLifetimeHandler implements ICommandHandler<SetFeatureTypeLifetimeCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SetFeatureTypeLifetimeCommand): Promise<{ type: FeatureTypeData; receipt: WriteReceipt }> {
    const result = await this.executor.execute({
      streamId: FEATURE_TYPES_STREAM,
      decider: featureTypesDecider,
      actor: command.actor,
      command: { kind: 'set-lifetime', id: command.id, lifetimeDays: command.lifetimeDays },
    });
    return {
      type: featureType(result.state, BUILT_IN_FEATURE_TYPES.find((t) => t.id === command.id) as FeatureTypeData),
      receipt: result.receipt,
    };
  }
}

/** Unleash's updateFeatureTypeLifetimeSchema: days, 0 or null = never potentially stale. */
export const updateFeatureTypeLifetimeSchema = named(
  'updateFeatureTypeLifetimeSchema',
  object({ lifetimeDays: nullable(integer({ min: 0, max: 2147483647 })) }),
);

@Controller('api/admin/feature-types/:id/lifetime')
export class SetFeatureTypeLifetimeController {
  constructor(private readonly commands: CommandBus) {}

  /** `{lifetimeDays}` → 200 with the type; 404 unknown type; `feature-type-updated` when it changes. */
  @Access.permission('ADMIN')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Change how long flags of a type live before they are potentially stale',
    tag: 'Feature Types',
    body: updateFeatureTypeLifetimeSchema.json,
    errors: [400, 403, 404],
    response: featureTypeAnswer.json,
  })
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { lifetimeDays } = validate(updateFeatureTypeLifetimeSchema, body);
    const { type, receipt } = await this.commands.execute(
      new SetFeatureTypeLifetimeCommand(principal.actor, id.toLowerCase(), lifetimeDays),
    );
    return written(receipt, type);
  }
}
