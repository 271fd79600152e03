import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { StrategyInput } from '../../domain/feature.decider';

export class UpdateStrategyCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly environment: string,
    readonly strategyId: string,
    readonly changes: Partial<StrategyInput>,
  ) {
    super();
  }
}
