import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
}
