import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * What other aggregates and the read side ask about environments and which projects use them,
 * answered from the catalog read model (rm_environments, rm_project_environments). The race left
 * is the one ADR 0003 names: an environment removed between this read and the append.
 */
@Injectable()
export class EnvironmentFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The environment exists (enabled or not). */
  async exists(name: string): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_environments WHERE name = $1', [name])) as unknown[]).length > 0;
  }

  /** Every environment's name, in no particular order. */
  async allNames(): Promise<string[]> {
    return ((await this.dataSource.query('SELECT name FROM rm_environments')) as { name: string }[]).map((e) => e.name);
  }

  /** The enabled environments' names by sort order (a new project gets them). */
  async enabledNames(): Promise<string[]> {
    return (
      (await this.dataSource.query('SELECT name FROM rm_environments WHERE enabled ORDER BY sort_order, name')) as { name: string }[]
    ).map((e) => e.name);
  }

  /** Unleash's `default` when it exists and is enabled, else the first enabled environment; null when none is. */
  async defaultName(): Promise<string | null> {
    const rows = (await this.dataSource.query(
      `SELECT name FROM rm_environments WHERE enabled ORDER BY (name = 'default') DESC, sort_order, name LIMIT 1`,
    )) as { name: string }[];
    return rows[0]?.name ?? null;
  }

  /** The environment is enabled for the project. */
  async inProject(project: string, environment: string): Promise<boolean> {
    return (
      (
        (await this.dataSource.query('SELECT 1 FROM rm_project_environments WHERE project = $1 AND environment = $2', [
          project,
          environment,
        ])) as unknown[]
      ).length > 0
    );
  }

  /** The environments enabled for the project, by sort order. */
  async ofProject(project: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      'SELECT pe.environment FROM rm_project_environments pe JOIN rm_environments e ON e.name = pe.environment WHERE pe.project = $1 ORDER BY e.sort_order, e.name',
      [project],
    )) as { environment: string }[];
    return rows.map((r) => r.environment);
  }

  /** How many projects have the environment enabled (deleting it is refused while any do). */
  async projectCount(environment: string): Promise<number> {
    return (
      (await this.dataSource.query('SELECT count(*)::int AS n FROM rm_project_environments WHERE environment = $1', [environment])) as {
        n: number;
      }[]
    )[0].n;
  }
}
