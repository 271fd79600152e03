import type { CommandExecutor, WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import {
  strategyDefinitionDecider,
  strategyDefinitionStreamId,
  type StrategyDefinitionCommand,
} from '../domain/strategy-definition.decider';

/** Every strategy-definition command: load the definition's stream, decide, append. */
export async function runStrategyCommand(
  executor: CommandExecutor,
  actor: Actor,
  command: StrategyDefinitionCommand,
): Promise<WriteReceipt> {
  const result = await executor.execute({
    streamId: strategyDefinitionStreamId(command.name),
    decider: strategyDefinitionDecider,
    actor,
    command,
  });
  return result.receipt;
}
