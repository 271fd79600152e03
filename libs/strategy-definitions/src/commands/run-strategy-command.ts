import type { CommandExecutor } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { STRATEGY_DEFINITIONS_STREAM, strategyDefinitionDecider, type StrategyDefinitionCommand } from '../domain/strategy-definition.decider';

/** Every strategy-definition command: load the one stream, decide, append. */
export async function runStrategyCommand(executor: CommandExecutor, actor: Actor, command: StrategyDefinitionCommand): Promise<{ position: number }> {
  const result = await executor.execute({ streamId: STRATEGY_DEFINITIONS_STREAM, decider: strategyDefinitionDecider, actor, command });
  return { position: result.position };
}
