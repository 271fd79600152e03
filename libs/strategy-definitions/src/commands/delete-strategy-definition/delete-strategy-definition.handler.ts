import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { runStrategyCommand } from '../run-strategy-command.handler';
import { DeleteStrategyDefinitionCommand } from './delete-strategy-definition.command';

@CommandHandler(DeleteStrategyDefinitionCommand)
export class DeleteStrategyDefinitionHandler implements ICommandHandler<DeleteStrategyDefinitionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  /** Unknown → 404, built-in → 403. Flags' strategies of that name are left as they are (as Unleash does). */
  execute(command: DeleteStrategyDefinitionCommand): Promise<WriteReceipt> {
    return runStrategyCommand(this.executor, command.actor, { kind: 'delete', name: command.name });
  }
}
