import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '@pennant/platform';
import { EnvironmentFacts } from '@pennant/projects';

/** What change-request commands check before they decide, read from caught-up read models. */
@Injectable()
export class ChangeRequestFacts {
  constructor(private readonly dataSource: DataSource) {}

  async requireProjectEnvironment(project: string, environment: string): Promise<void> {
    if (!(await new EnvironmentFacts(this.dataSource).inProject(project, environment)))
      throw new NotFoundError(`Environment "${environment}" is not enabled for project "${project}".`);
  }

  /** The caller's (`authorKey`) newest draft for the project environment, if any. */
  async draftOf(project: string, environment: string, authorKey: string): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM rm_change_requests WHERE project = $1 AND environment = $2 AND author_key = $3 AND state = 'Draft' ORDER BY id DESC LIMIT 1`,
      [project, environment, authorKey],
    )) as { id: string }[];
    return rows.length > 0 ? Number(rows[0].id) : null;
  }

  /** Scheduled requests whose pending schedule is due at `now`, oldest schedule first (the scheduler applies them). */
  async dueForApplication(now: Date): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM rm_change_requests WHERE state = 'Scheduled' AND schedule_status = 'pending' AND scheduled_at <= $1 ORDER BY scheduled_at, id`,
      [now],
    )) as { id: string }[];
    return rows.map((r) => Number(r.id));
  }

  async requireInProject(project: string, id: number): Promise<void> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_change_requests WHERE project = $1 AND id = $2', [
      project,
      id,
    ])) as unknown[];
    if (rows.length === 0) throw new NotFoundError(`Could not find change request ${id} in project "${project}".`);
  }
}
