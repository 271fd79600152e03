import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { actionSetsDecider, actionSetsStreamId } from '../../domain/action-sets.decider';
import { ActionSetFacts } from '../../facts/action-set.facts';
import { UpdateActionSetCommand } from './update-action-set.command';

/** Switching a set off makes it act less: anyone who may update it may do that (ADR 0056). */
const switchesOffOnly = (changes: UpdateActionSetCommand['changes']): boolean =>
  Object.keys(changes).every((key) => key === 'enabled') && changes.enabled === false;

@CommandHandler(UpdateActionSetCommand)
export class UpdateActionSetHandler implements ICommandHandler<UpdateActionSetCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: ActionSetFacts,
  ) {}

  async execute(command: UpdateActionSetCommand): Promise<WriteReceipt> {
    await this.facts.assertProject(command.project);
    if (command.changes.match) await this.facts.assertSignalEndpoint(command.changes.match.sourceId);
    if (command.changes.actorId !== undefined) await this.facts.assertMayActAs(command.principal, command.changes.actorId);
    else if (!switchesOffOnly(command.changes)) await this.facts.assertMayKeepActingAs(command.principal, command.project, command.id);
    const result = await this.executor.execute({
      streamId: actionSetsStreamId(command.project),
      decider: actionSetsDecider,
      actor: command.actor,
      command: { kind: 'update', project: command.project, id: command.id, changes: command.changes, limits: this.facts.limits() },
    });
    return result.receipt;
  }
}
