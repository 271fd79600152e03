import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { contextFieldDecider, contextFieldStreamId } from '../../domain/context-field.decider';
import { DeleteContextFieldCommand } from './delete-context-field.command';

@CommandHandler(DeleteContextFieldCommand)
export class DeleteContextFieldHandler implements ICommandHandler<DeleteContextFieldCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  /** Unknown → 404, built-in → 403. Constraints that name the field are left as they are (as Unleash does). */
  async execute(command: DeleteContextFieldCommand): Promise<{ position: number }> {
    const result = await this.executor.execute({
      streamId: contextFieldStreamId(command.name),
      decider: contextFieldDecider,
      actor: command.actor,
      command: { kind: 'delete', name: command.name },
    });
    return { position: result.position };
  }
}
