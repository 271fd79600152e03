import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NoAccessError } from '@pennant/platform';

/**
 * Facts from other aggregates that feature commands need, read from caught-up read models
 * (DESIGN §2: cross-aggregate rules). The remaining races are accepted: an environment removed
 * from the project or a segment deleted between this read and the append.
 */
@Injectable()
export class FeatureFacts {
  constructor(private readonly dataSource: DataSource) {}

  async environmentInProject(project: string, environment: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_project_environments WHERE project = $1 AND environment = $2', [project, environment])) as unknown[];
    return rows.length > 0;
  }

  /** Ids of every segment (at most a few hundred: the `segments` resource limit). */
  async segmentIds(): Promise<number[]> {
    const rows = (await this.dataSource.query('SELECT id FROM rm_segments')) as { id: number }[];
    return rows.map((r) => r.id);
  }

  /**
   * Guarded writes: when change requests are enabled for the project environment, direct edits
   * of its feature configuration are refused; they must go through a change request (applying
   * one decides the same commands without passing through here).
   */
  async assertDirectEditAllowed(project: string, environment: string): Promise<void> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_change_request_config WHERE project = $1 AND environment = $2 AND enabled', [project, environment])) as unknown[];
    if (rows.length > 0) {
      throw new NoAccessError(
        `Change requests are enabled for environment "${environment}" of project "${project}": this change must be made through a change request.`,
        ['SKIP_CHANGE_REQUEST'],
      );
    }
  }
}
