import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { runStrategyCommand } from '../run-strategy-command.handler';
import { UpdateStrategyDefinitionCommand } from './update-strategy-definition.command';

@CommandHandler(UpdateStrategyDefinitionCommand)
export class UpdateStrategyDefinitionHandler implements ICommandHandler<UpdateStrategyDefinitionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  /** Absent = keep; `title: null` clears the title, `description: null` empties the description. */
  execute(command: UpdateStrategyDefinitionCommand): Promise<WriteReceipt> {
    const { changes } = command;
    return runStrategyCommand(this.executor, command.actor, {
      kind: 'update',
      name: command.name,
      title: changes.title,
      description: changes.description === null ? '' : changes.description,
      parameters: changes.parameters,
    });
  }
}
