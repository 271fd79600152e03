import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { changeRequestDecider, changeRequestStreamId } from '../../domain/change-request.decider';
import { ChangeRequestFacts } from '../../facts/change-request.facts';
import { DiscardChangeCommand } from './discard-change.command';

@CommandHandler(DiscardChangeCommand)
export class DiscardChangeHandler implements ICommandHandler<DiscardChangeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: ChangeRequestFacts,
  ) {}

  async execute(c: DiscardChangeCommand): Promise<WriteReceipt> {
    await this.facts.requireInProject(c.project, c.id);
    const { receipt } = await this.executor.execute({
      streamId: changeRequestStreamId(c.id),
      decider: changeRequestDecider,
      actor: c.actor,
      command: { kind: 'discard-change', changeId: c.changeId, actor: c.actor },
    });
    return receipt;
  }
}
