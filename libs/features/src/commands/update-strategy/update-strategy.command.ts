import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { StrategyChange } from '../../domain/feature.decider';
import type { WriteReceipt } from '@pennant/core';

/** PUT (replace) or PATCH (JSON patch) of one strategy. */
export class UpdateStrategyCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly environment: string,
    readonly strategyId: string,
    readonly change: StrategyChange,
  ) {
    super();
  }
}
