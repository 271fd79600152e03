import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { runStrategyCommand } from '../run-strategy-command.handler';
import { DeprecateStrategyDefinitionCommand } from './deprecate-strategy-definition.command';

@CommandHandler(DeprecateStrategyDefinitionCommand)
export class DeprecateStrategyDefinitionHandler implements ICommandHandler<DeprecateStrategyDefinitionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: DeprecateStrategyDefinitionCommand): Promise<WriteReceipt> {
    return runStrategyCommand(this.executor, command.actor, { kind: command.deprecated ? 'deprecate' : 'reactivate', name: command.name });
  }
}
