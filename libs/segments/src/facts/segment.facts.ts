import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Constraint } from '@pennant/events';
import { normalizeConstraints } from '@pennant/features';
import type { GuardQuery } from '@pennant/core';
import { BadDataError } from '@pennant/platform';
import { DefaultStrategyFacts, ProjectFacts, type DefaultStrategyUser } from '@pennant/projects';

const USED_BY_ACTIVE_FLAGS = `FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
  WHERE f.archived_at IS NULL AND s.segments @> ARRAY[$1::int]`;

/**
 * Facts from other aggregates for segment commands, read from caught-up read models. The races
 * that remain are described in ADR 0006 (a strategy attached between this read and the append)
 * and ADR 0031 (the segment limit).
 */
@Injectable()
export class SegmentFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** Strategies of non-archived flags that use the segment. */
  async strategiesUsing(id: number): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT count(*)::int AS n ${USED_BY_ACTIVE_FLAGS}`, [id])) as { n: number }[];
    return rows[0]?.n ?? 0;
  }

  /** Project environments whose default strategy uses the segment (deleting it is refused while any do; ADR 0052). */
  async defaultStrategiesUsing(id: number): Promise<DefaultStrategyUser[]> {
    return new DefaultStrategyFacts(this.dataSource).usingSegment(id);
  }

  async projectsUsing(id: number): Promise<string[]> {
    const rows = (await this.dataSource.query(`SELECT DISTINCT f.project ${USED_BY_ACTIVE_FLAGS} ORDER BY f.project`, [id])) as {
      project: string;
    }[];
    return rows.map((r) => r.project);
  }

  /**
   * Constraint values must be among their context field's legal values, as for strategies
   * (Unleash checks both): 400 otherwise. Remaining race (accepted): legal values
   * changed between this read and the append.
   */
  async assertLegalValues(constraints: readonly Constraint[]): Promise<void> {
    const names = [...new Set(constraints.map((c) => c.contextName))];
    if (names.length === 0) return;
    const rows = (await this.dataSource.query(
      `SELECT name, (SELECT coalesce(jsonb_agg(v->>'value'), '[]') FROM jsonb_array_elements(legal_values) v) AS legal FROM rm_context_fields WHERE name = ANY($1)`,
      [names],
    )) as { name: string; legal: string[] }[];
    normalizeConstraints(constraints, 'constraints', Object.fromEntries(rows.map((r) => [r.name, r.legal])));
  }

  /** Segments with a constraint on the context field, by id (deleting the field is refused while any do). */
  async constrainingOn(contextName: string): Promise<{ id: number; name: string }[]> {
    return (await this.dataSource.query(
      `SELECT id, name FROM rm_segments WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(constraints) c WHERE c->>'contextName' = $1) ORDER BY id`,
      [contextName],
    )) as { id: number; name: string }[];
  }

  /** The id and name of the segments among `ids` that exist, by id (an export names the segments its strategies use). */
  async named(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
    return (await this.dataSource.query('SELECT id, name FROM rm_segments WHERE id = ANY($1::int[]) ORDER BY id', [[...ids]])) as {
      id: number;
      name: string;
    }[];
  }

  /** Every segment's id and name (an import maps segment names to ids). */
  async idsAndNames(): Promise<{ id: number; name: string }[]> {
    return (await this.dataSource.query('SELECT id, name FROM rm_segments')) as { id: number; name: string }[];
  }

  /** The project a segment belongs to (null: a global segment; undefined: no such segment). */
  async projectOf(id: number): Promise<string | null | undefined> {
    const rows = (await this.dataSource.query('SELECT project FROM rm_segments WHERE id = $1', [id])) as { project: string | null }[];
    return rows.length === 0 ? undefined : rows[0].project;
  }

  /** Whether a live segment other than `exceptId` has the name (run under the name's guard, ADR 0031). */
  async nameTaken(query: GuardQuery, name: string, exceptId: number | null): Promise<boolean> {
    return (await query('SELECT 1 FROM rm_segments WHERE name = $1 AND id <> $2 LIMIT 1', [name, exceptId ?? 0])).length > 0;
  }

  /** How many segments exist (the limit's count; concurrent creates can each see one fewer, ADR 0031). */
  async count(query: GuardQuery): Promise<number> {
    return (await query<{ n: number }>('SELECT count(*)::int AS n FROM rm_segments', []))[0]?.n ?? 0;
  }

  /** A segment may belong to an existing, non-archived project (or to none). */
  async assertProject(project: string | null | undefined): Promise<void> {
    if (project === null || project === undefined) return;
    if (!(await new ProjectFacts(this.dataSource).isActive(project)))
      throw new BadDataError(
        `Request validation failed: your request body or params contain invalid data: project "${project}" does not exist`,
        [{ path: 'body.project', message: `project "${project}" does not exist` }],
      );
  }
}
