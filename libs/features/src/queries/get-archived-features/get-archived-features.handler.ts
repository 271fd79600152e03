import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ArchivedFeaturesResponse } from './get-archived-features.response';
import { GetArchivedFeaturesQuery } from './get-archived-features.query';
import { PER_CALL_PLAN } from '@pennant/platform';

interface ArchivedRowSql {
  name: string;
  description: string | null;
  type: string;
  project: string;
  stale: boolean;
  created_at: Date;
  last_seen_at: Date | null;
  impression_data: boolean;
  archived_at: Date;
  environments: { name: string; last_seen_at: string | null }[];
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Newest archive first, then by name. */
@QueryHandler(GetArchivedFeaturesQuery)
export class GetArchivedFeaturesHandler implements IQueryHandler<GetArchivedFeaturesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetArchivedFeaturesQuery): Promise<ArchivedFeaturesResponse> {
    const rows = (await this.dataSource.query(
      `${PER_CALL_PLAN}SELECT f.name, f.description, f.type, f.project, f.stale, f.created_at, f.last_seen_at, f.impression_data, f.archived_at,
              coalesce((SELECT json_agg(json_build_object('name', fe.environment, 'last_seen_at', fe.last_seen_at) ORDER BY fe.environment)
                          FROM rm_feature_environments fe WHERE fe.feature_name = f.name), '[]') AS environments
         FROM rm_features f
        WHERE f.archived_at IS NOT NULL AND ($1::text IS NULL OR f.project = $1)
        ORDER BY f.archived_at DESC, f.name`,
      [query.project],
    )) as ArchivedRowSql[];
    return {
      version: 1,
      features: rows.map((r) => ({
        name: r.name,
        description: r.description,
        type: r.type,
        project: r.project,
        stale: r.stale,
        createdAt: r.created_at.toISOString(),
        lastSeenAt: iso(r.last_seen_at),
        impressionData: r.impression_data,
        archivedAt: r.archived_at.toISOString(),
        archived: true,
        environments: r.environments.map((e) => ({ name: e.name, lastSeenAt: iso(e.last_seen_at) })),
      })),
    };
  }
}
