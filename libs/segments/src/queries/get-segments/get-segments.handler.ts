import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Constraint } from '@pennant/events';
import type { SegmentResponse } from '../segment.response';
import { GetSegmentsQuery } from './get-segments.query';

interface SegmentRowSql {
  id: number;
  name: string;
  description: string | null;
  project: string | null;
  constraints: Constraint[];
  created_by: string;
  created_at: Date;
}

/** Segments (one, or all by name) from the rm_segments visible to `sql` (time travel passes its own). */
export async function loadSegments(
  sql: { query(text: string, params?: unknown[]): Promise<unknown> },
  id: number | null,
): Promise<SegmentResponse[]> {
  const rows = (await sql.query(
    'SELECT id, name, description, project, constraints, created_by, created_at FROM rm_segments WHERE ($1::int IS NULL OR id = $1) ORDER BY name, id',
    [id],
  )) as SegmentRowSql[];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    constraints: r.constraints,
    project: r.project,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Per segment: distinct active flags and projects whose strategies use it, as Unleash counts them. */
const USAGE_SQL = `SELECT u.id, count(DISTINCT f.name)::int AS features, count(DISTINCT f.project)::int AS projects
  FROM rm_feature_strategies s CROSS JOIN LATERAL unnest(s.segments) AS u(id)
  JOIN rm_features f ON f.name = s.feature_name AND f.archived_at IS NULL
 WHERE ($1::int IS NULL OR u.id = $1) GROUP BY u.id`;

@QueryHandler(GetSegmentsQuery)
export class GetSegmentsHandler implements IQueryHandler<GetSegmentsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetSegmentsQuery): Promise<SegmentResponse[]> {
    const id = query.id ?? null;
    const [segments, usage] = await Promise.all([
      loadSegments(this.dataSource, id),
      this.dataSource.query(USAGE_SQL, [id]) as Promise<{ id: number; features: number; projects: number }[]>,
    ]);
    const byId = new Map(usage.map((u) => [u.id, u]));
    return segments.map((s) => ({ ...s, usedInFeatures: byId.get(s.id)?.features ?? 0, usedInProjects: byId.get(s.id)?.projects ?? 0 }));
  }
}
