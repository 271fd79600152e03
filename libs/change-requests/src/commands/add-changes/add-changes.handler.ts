import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor, combineReceipts, type WriteReceipt } from '@pennant/core';
import { actorKey } from '@pennant/events';
import { BadDataError } from '@pennant/platform';
import { changeRequestDecider, changeRequestStreamId } from '../../domain/change-request.decider';
import { changeRequestConfigDecider, configStreamId } from '../../domain/change-request-config.decider';
import { ChangeRequestFacts } from '../../facts/change-request.facts';
import { AddChangesCommand } from './add-changes.command';

@CommandHandler(AddChangesCommand)
export class AddChangesHandler implements ICommandHandler<AddChangesCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly facts: ChangeRequestFacts,
  ) {}

  async execute(c: AddChangesCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipts: WriteReceipt[] = [];
    await this.facts.requireProjectEnvironment(c.project, c.environment);
    const config = await this.executor.load(configStreamId(c.project, c.environment), changeRequestConfigDecider);
    if (!config.state.enabled)
      throw new BadDataError(`Change requests are not enabled for environment "${c.environment}" of project "${c.project}".`);
    let id = (await this.facts.draftOf(c.project, c.environment, actorKey(c.actor))) ?? 0;
    if (id === 0) {
      id = Number(((await this.dataSource.query(`SELECT nextval('change_request_ids') AS id`)) as { id: string }[])[0].id);
      const created = await this.executor.execute({
        streamId: changeRequestStreamId(id),
        decider: changeRequestDecider,
        actor: c.actor,
        command: {
          kind: 'create',
          id,
          project: c.project,
          environment: c.environment,
          title: c.title,
          minApprovals: config.state.requiredApprovals,
          actor: c.actor,
        },
      });
      receipts.push(created.receipt);
    }
    for (const change of c.changes) {
      const added = await this.executor.execute({
        streamId: changeRequestStreamId(id),
        decider: changeRequestDecider,
        actor: c.actor,
        command: { kind: 'add-change', ...change, actor: c.actor },
      });
      receipts.push(added.receipt);
    }
    return { id, receipt: combineReceipts(receipts) };
  }
}
