import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { actionSetsDecider, actionSetsStreamId } from '../../domain/action-sets.decider';
import { ActionSetFacts } from '../../facts/action-set.facts';
import { DeleteActionSetCommand } from './delete-action-set.command';

/** Deletes the set; its execution log (`action_set_events`) is kept. */
@CommandHandler(DeleteActionSetCommand)
export class DeleteActionSetHandler implements ICommandHandler<DeleteActionSetCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: ActionSetFacts,
  ) {}

  async execute(command: DeleteActionSetCommand): Promise<WriteReceipt> {
    await this.facts.assertProject(command.project);
    const result = await this.executor.execute({
      streamId: actionSetsStreamId(command.project),
      decider: actionSetsDecider,
      actor: command.actor,
      command: { kind: 'delete', project: command.project, id: command.id },
    });
    return result.receipt;
  }
}
