import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { actionSetsDecider, actionSetsStreamId } from '../../domain/action-sets.decider';
import { ActionSetFacts } from '../../facts/action-set.facts';
import { CreateActionSetCommand } from './create-action-set.command';

@CommandHandler(CreateActionSetCommand)
export class CreateActionSetHandler implements ICommandHandler<CreateActionSetCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: ActionSetFacts,
  ) {}

  async execute(command: CreateActionSetCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    await this.facts.assertProject(command.project);
    await this.facts.assertSignalEndpoint(command.input.match.sourceId);
    await this.facts.assertMayActAs(command.principal, command.input.actorId);
    const { events, receipt } = await this.executor.execute({
      streamId: actionSetsStreamId(command.project),
      decider: actionSetsDecider,
      actor: command.actor,
      command: { kind: 'create', project: command.project, input: command.input, limits: this.facts.limits() },
    });
    const created = events.find((e) => e.type === 'actions-created');
    if (created?.type !== 'actions-created') throw new Error('create decided no actions-created event');
    return { id: created.data.data.id, receipt };
  }
}
