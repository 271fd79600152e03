import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { contextFieldDecider, contextFieldStreamId } from '../../domain/context-field.decider';
import { UpdateContextFieldCommand } from './update-context-field.command';

@CommandHandler(UpdateContextFieldCommand)
export class UpdateContextFieldHandler implements ICommandHandler<UpdateContextFieldCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  /** Absent = keep; `description: null` clears the description. */
  async execute(command: UpdateContextFieldCommand): Promise<WriteReceipt> {
    const { changes } = command;
    const result = await this.executor.execute({
      streamId: contextFieldStreamId(command.name),
      decider: contextFieldDecider,
      actor: command.actor,
      command: {
        kind: 'update',
        name: command.name,
        description: changes.description === null ? '' : changes.description,
        legalValues: changes.legalValues,
        stickiness: changes.stickiness,
        sortOrder: changes.sortOrder,
      },
    });
    return result.receipt;
  }
}
