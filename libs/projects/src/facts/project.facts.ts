import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProjectFlagCounts } from '../domain/project.decider';

/**
 * What other aggregates and the read side ask about projects, answered from the catalog read
 * model (rm_projects, caught up after each write). A project is *known* while its row exists
 * (archived ones too: they can be revived, read and deleted) and *active* while it is not
 * archived (only an active project takes new flags, segments, imports or action sets). The race
 * left is the one ADR 0003 names: a project archived between this read and the append.
 */
@Injectable()
export class ProjectFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The project exists, archived or not. */
  async isKnown(id: string): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1', [id])) as unknown[]).length > 0;
  }

  /** The project exists and is not archived. */
  async isActive(id: string): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1 AND archived_at IS NULL', [id])) as unknown[]).length > 0;
  }

  /** Which of `ids` name a project (archived ones too), in no particular order. */
  async knownAmong(ids: readonly string[]): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT id FROM rm_projects WHERE id = ANY($1::text[])', [ids])) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** How many projects are not archived (the resource limit's count). */
  async activeCount(): Promise<number> {
    return ((await this.dataSource.query('SELECT count(*)::int AS n FROM rm_projects WHERE archived_at IS NULL')) as { n: number }[])[0].n;
  }

  /**
   * The project's flags, active and all (archiving and deleting a project depend on them). The
   * rows are the features lib's (rm_features); the count lives here because the features lib
   * asks this lib about projects, and the other way round would make the two depend on each
   * other (ADR 0045).
   */
  async flagCounts(id: string): Promise<ProjectFlagCounts> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*) FILTER (WHERE archived_at IS NULL)::int AS active, count(*)::int AS all FROM rm_features WHERE project = $1',
      [id],
    )) as { active: number; all: number }[];
    return { activeFlags: row.active, allFlags: row.all };
  }

  /**
   * The flag (archived or not) is in the project. Rows of rm_features again, answered here for the
   * same reason as the counts: the dashboards lib checks it before a favourite, and the features
   * lib reads the dashboards' favourites, so `FeatureFacts` cannot be imported there (a cycle,
   * ADR 0045); `FeatureFacts.inProject` asks this method, so the rule has one home.
   */
  async hasFlag(id: string, featureName: string): Promise<boolean> {
    return (
      ((await this.dataSource.query('SELECT 1 FROM rm_features WHERE name = $1 AND project = $2', [featureName, id])) as unknown[]).length >
      0
    );
  }
}
