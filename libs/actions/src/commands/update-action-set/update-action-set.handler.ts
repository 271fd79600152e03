import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { actionSetsDecider, actionSetsStreamId } from '../../domain/action-sets.decider';
import { ActionSetFacts } from '../action-set-facts';
import { UpdateActionSetCommand } from './update-action-set.command';

@CommandHandler(UpdateActionSetCommand)
export class UpdateActionSetHandler implements ICommandHandler<UpdateActionSetCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: ActionSetFacts,
  ) {}

  async execute(command: UpdateActionSetCommand): Promise<WriteReceipt> {
    await this.facts.assertProject(command.project);
    if (command.changes.match) await this.facts.assertSignalEndpoint(command.changes.match.sourceId);
    if (command.changes.actorId !== undefined) await this.facts.assertServiceAccount(command.changes.actorId);
    const result = await this.executor.execute({
      streamId: actionSetsStreamId(command.project),
      decider: actionSetsDecider,
      actor: command.actor,
      command: { kind: 'update', project: command.project, id: command.id, changes: command.changes, limits: this.facts.limits() },
    });
    return result.receipt;
  }
}
