import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { StrategyInput } from '../../domain/feature.decider';
import type { WriteReceipt } from '@pennant/core';

export class AddStrategyCommand extends Command<{ receipt: WriteReceipt; strategyId: string }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly environment: string,
    readonly strategy: StrategyInput,
  ) {
    super();
  }
}
