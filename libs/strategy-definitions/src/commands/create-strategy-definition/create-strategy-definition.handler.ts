import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { runStrategyCommand } from '../run-strategy-command.handler';
import { CreateStrategyDefinitionCommand } from './create-strategy-definition.command';

@CommandHandler(CreateStrategyDefinitionCommand)
export class CreateStrategyDefinitionHandler implements ICommandHandler<CreateStrategyDefinitionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: CreateStrategyDefinitionCommand): Promise<WriteReceipt> {
    const { strategy } = command;
    return runStrategyCommand(this.executor, command.actor, {
      kind: 'create',
      name: strategy.name,
      title: strategy.title ?? null,
      description: strategy.description ?? '',
      deprecated: strategy.deprecated ?? false,
      parameters: strategy.parameters ?? [],
    });
  }
}
