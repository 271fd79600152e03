import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProjectDefaultStrategy } from '@pennant/events';

/** A project environment whose default strategy uses a segment. */
export interface DefaultStrategyUser {
  project: string;
  environment: string;
}

/**
 * The project environments' default strategies (ADR 0052), answered from the catalog read model
 * (rm_project_environments.default_strategy). Every path that turns a flag on asks `of` for the
 * strategy its command carries; the segments lib asks `usingSegment` before a delete. The race
 * left is the one ADR 0003 names: a default changed between this read and the append.
 */
@Injectable()
export class DefaultStrategyFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The project environment's default strategy; null when none is set (the built-in one applies) or the environment is not the project's. */
  async of(project: string, environment: string): Promise<ProjectDefaultStrategy | null> {
    const rows = (await this.dataSource.query(
      'SELECT default_strategy FROM rm_project_environments WHERE project = $1 AND environment = $2',
      [project, environment],
    )) as { default_strategy: ProjectDefaultStrategy | null }[];
    return rows[0]?.default_strategy ?? null;
  }

  /** The project environments whose default strategy uses the segment, by project and environment. */
  async usingSegment(id: number): Promise<DefaultStrategyUser[]> {
    return (await this.dataSource.query(
      `SELECT project, environment FROM rm_project_environments
        WHERE default_strategy IS NOT NULL AND default_strategy->'segments' @> to_jsonb(ARRAY[$1::int])
        ORDER BY project, environment`,
      [id],
    )) as DefaultStrategyUser[];
  }

  /**
   * What a default strategy's rules check against: the segments that exist and the context
   * fields' legal values. The rows are the segments' and context fields' libs' (rm_segments,
   * rm_context_fields); they are read here because those libs depend on this one and the other
   * way round would be a cycle (ADR 0045), as `ProjectFacts.flagCounts` reads rm_features.
   */
  async strategyRules(): Promise<{ segmentIds: number[]; legalValues: Record<string, string[]> }> {
    const [row] = (await this.dataSource.query(`SELECT
      (SELECT coalesce(array_agg(id), '{}') FROM rm_segments) AS segment_ids,
      (SELECT coalesce(jsonb_object_agg(name, (SELECT jsonb_agg(v->>'value') FROM jsonb_array_elements(legal_values) v)), '{}')
         FROM rm_context_fields WHERE jsonb_array_length(legal_values) > 0) AS legal_values`)) as {
      segment_ids: number[];
      legal_values: Record<string, string[]>;
    }[];
    return { segmentIds: row.segment_ids.map(Number), legalValues: row.legal_values };
  }
}
