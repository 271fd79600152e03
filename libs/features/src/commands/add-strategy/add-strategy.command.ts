import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { StrategyInput } from '../../domain/feature.decider';

export class AddStrategyCommand extends Command<{ position: number; strategyId: string }> {
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
