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
export async function loadSegments(sql: { query(text: string, params?: unknown[]): Promise<unknown> }, id: number | null): Promise<SegmentResponse[]> {
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

@QueryHandler(GetSegmentsQuery)
export class GetSegmentsHandler implements IQueryHandler<GetSegmentsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetSegmentsQuery): Promise<SegmentResponse[]> {
    return loadSegments(this.dataSource, query.id ?? null);
  }
}
