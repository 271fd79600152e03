import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { AccessCollaborators, type Principal } from '@pennant/platform';
import { SegmentFacts } from '@pennant/segments';
import { changeRequestDecider, changeRequestStreamId } from '../../domain/change-request.decider';
import { ChangeApplier } from '../change-applier.service';
import { ChangeRequestFacts } from '../../facts/change-request.facts';
import { ChangeStateCommand } from './change-state.command';

@CommandHandler(ChangeStateCommand)
export class ChangeStateHandler implements ICommandHandler<ChangeStateCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly facts: ChangeRequestFacts,
    private readonly applier: ChangeApplier,
    private readonly access: AccessCollaborators,
  ) {}

  async execute(c: ChangeStateCommand): Promise<WriteReceipt> {
    await this.facts.requireInProject(c.project, c.id);
    const streamId = changeRequestStreamId(c.id);
    const actor = c.principal.actor;
    if (c.state === 'Applied' || c.state === 'Scheduled') await this.requireSegmentRights(c.id, c.principal);
    if (c.state === 'Applied') {
      return this.applier.apply(c.id, actor, false);
    }
    const { receipt } = await this.executor.execute({
      streamId,
      decider: changeRequestDecider,
      actor,
      command: { kind: 'set-state', state: c.state, comment: c.comment, scheduledAt: c.scheduledAt, actor },
    });
    return receipt;
  }

  /**
   * A request of one project may carry changes to segments, which live outside it (global ones
   * most of all): whoever applies or schedules it must hold the segment permission that the
   * direct route needs, in the segment's project and in the one an update moves it to (ADR 0029).
   */
  private async requireSegmentRights(id: number, principal: Principal): Promise<void> {
    const { state } = await this.executor.load(changeRequestStreamId(id), changeRequestDecider);
    const facts = new SegmentFacts(this.dataSource);
    for (const change of state.changes) {
      if (change.feature !== null || change.segmentId === null) continue;
      const permission = change.action === 'deleteSegment' ? 'DELETE_SEGMENT' : 'UPDATE_SEGMENT';
      const current = await facts.projectOf(change.segmentId);
      this.access.require(principal, permission, { project: current ?? null, environment: null });
      const target = change.payload.project;
      if (typeof target === 'string' && target !== current)
        this.access.require(principal, permission, { project: target, environment: null });
    }
  }
}
