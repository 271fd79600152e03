import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { AccessCollaborators, BadDataError, NotFoundError, type Principal } from '@pennant/platform';
import { SegmentFacts } from '@pennant/segments';
import { actorKey } from '@pennant/events';
import { changeRequestDecider, changeRequestStreamId } from '../domain/change-request.decider';
import { changeRequestConfigDecider, configStreamId } from '../domain/change-request-config.decider';
import { ChangeApplier } from './change-applier';
import { AddChangesCommand, ChangeStateCommand, ConfigureChangeRequestsCommand, DiscardChangeCommand } from './change-requests.commands';

async function requireProjectEnvironment(dataSource: DataSource, project: string, environment: string): Promise<void> {
  const rows = (await dataSource.query('SELECT 1 FROM rm_project_environments WHERE project = $1 AND environment = $2', [project, environment])) as unknown[];
  if (rows.length === 0) throw new NotFoundError(`Environment "${environment}" is not enabled for project "${project}".`);
}

async function requireInProject(dataSource: DataSource, project: string, id: number): Promise<void> {
  const rows = (await dataSource.query('SELECT 1 FROM rm_change_requests WHERE project = $1 AND id = $2', [project, id])) as unknown[];
  if (rows.length === 0) throw new NotFoundError(`Could not find change request ${id} in project "${project}".`);
}

@CommandHandler(ConfigureChangeRequestsCommand)
export class ConfigureChangeRequestsHandler implements ICommandHandler<ConfigureChangeRequestsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
  ) {}

  async execute(c: ConfigureChangeRequestsCommand): Promise<void> {
    await requireProjectEnvironment(this.dataSource, c.project, c.environment);
    await this.executor.execute({
      streamId: configStreamId(c.project, c.environment),
      decider: changeRequestConfigDecider,
      actor: c.actor,
      command: { project: c.project, environment: c.environment, enabled: c.enabled, requiredApprovals: c.requiredApprovals },
    });
  }
}

@CommandHandler(AddChangesCommand)
export class AddChangesHandler implements ICommandHandler<AddChangesCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
  ) {}

  async execute(c: AddChangesCommand): Promise<{ id: number }> {
    await requireProjectEnvironment(this.dataSource, c.project, c.environment);
    const config = await this.executor.load(configStreamId(c.project, c.environment), changeRequestConfigDecider);
    if (!config.state.enabled) throw new BadDataError(`Change requests are not enabled for environment "${c.environment}" of project "${c.project}".`);
    const drafts = (await this.dataSource.query(
      `SELECT id FROM rm_change_requests WHERE project = $1 AND environment = $2 AND author_key = $3 AND state = 'Draft' ORDER BY id DESC LIMIT 1`,
      [c.project, c.environment, actorKey(c.actor)],
    )) as { id: string }[];
    let id = drafts.length > 0 ? Number(drafts[0].id) : 0;
    if (id === 0) {
      id = Number(((await this.dataSource.query(`SELECT nextval('change_request_ids') AS id`)) as { id: string }[])[0].id);
      await this.executor.execute({
        streamId: changeRequestStreamId(id),
        decider: changeRequestDecider,
        actor: c.actor,
        command: { kind: 'create', id, project: c.project, environment: c.environment, title: c.title, minApprovals: config.state.requiredApprovals, actor: c.actor },
      });
    }
    for (const change of c.changes) {
      await this.executor.execute({ streamId: changeRequestStreamId(id), decider: changeRequestDecider, actor: c.actor, command: { kind: 'add-change', ...change, actor: c.actor } });
    }
    return { id };
  }
}

@CommandHandler(ChangeStateCommand)
export class ChangeStateHandler implements ICommandHandler<ChangeStateCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly applier: ChangeApplier,
    private readonly access: AccessCollaborators,
  ) {}

  async execute(c: ChangeStateCommand): Promise<void> {
    await requireInProject(this.dataSource, c.project, c.id);
    const streamId = changeRequestStreamId(c.id);
    const actor = c.principal.actor;
    if (c.state === 'Applied' || c.state === 'Scheduled') await this.requireSegmentRights(c.id, c.principal);
    if (c.state === 'Applied') {
      await this.applier.apply(c.id, actor, false);
      return;
    }
    await this.executor.execute({
      streamId,
      decider: changeRequestDecider,
      actor,
      command: { kind: 'set-state', state: c.state, comment: c.comment, scheduledAt: c.scheduledAt, actor },
    });
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
      if (typeof target === 'string' && target !== current) this.access.require(principal, permission, { project: target, environment: null });
    }
  }
}

@CommandHandler(DiscardChangeCommand)
export class DiscardChangeHandler implements ICommandHandler<DiscardChangeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
  ) {}

  async execute(c: DiscardChangeCommand): Promise<void> {
    await requireInProject(this.dataSource, c.project, c.id);
    await this.executor.execute({ streamId: changeRequestStreamId(c.id), decider: changeRequestDecider, actor: c.actor, command: { kind: 'discard-change', changeId: c.changeId, actor: c.actor } });
  }
}
