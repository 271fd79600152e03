import { createHash } from 'node:crypto';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FeatureUsage } from '@pennant/client-api';
import { ReadModelCache } from '@pennant/projections';
import { buildSearchSql, readsUsage } from './search-sql';
import { withUsage } from './search-usage';
import { SearchFeaturesQuery } from './search-features.query';
import type { SearchFeatureEnvironment, SearchFeatureItem, SearchFeaturesResponse } from './search-features.response';

interface EnvironmentJson {
  name: string;
  type: string;
  sortOrder: number;
  enabled: boolean;
  lastSeenAt: string | null;
  hasStrategies: boolean;
  hasEnabledStrategies: boolean;
}

/** One row per flag of the page; a single row with name null when the page is empty. */
interface SearchRow {
  total: number;
  favorite: boolean | null;
  name: string | null;
  project: string;
  type: string;
  description: string | null;
  stale: boolean;
  impression_data: boolean;
  created_at: Date;
  created_by_id: number | null;
  created_by_name: string | null;
  archived_at: Date | null;
  last_seen_at: Date | null;
  lifecycle_stage: string;
  lifecycle_status: string | null;
  lifecycle_entered_at: Date;
  environments: EnvironmentJson[];
  segments: string[];
  tags: { type: string; value: string }[];
}

/** Unleash's avatar URL: Gravatar of the SHA-256 of the lower-cased seed. */
export function avatarUrl(seed: string): string {
  return `https://gravatar.com/avatar/${createHash('sha256').update(seed.trim().toLowerCase()).digest('hex')}?s=42&d=retro&r=g`;
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toEnvironment(e: EnvironmentJson): SearchFeatureEnvironment {
  return {
    name: e.name,
    enabled: e.enabled,
    type: e.type,
    sortOrder: e.sortOrder,
    variantCount: 0,
    hasStrategies: e.hasStrategies,
    hasEnabledStrategies: e.hasEnabledStrategies,
    lastSeenAt: iso(e.lastSeenAt),
    yes: 0,
    no: 0,
  };
}

function toItem(row: SearchRow & { name: string }): SearchFeatureItem {
  const creator = row.created_by_name ?? 'unknown';
  return {
    name: row.name,
    type: row.type,
    description: row.description,
    dependencyType: null,
    project: row.project,
    stale: row.stale,
    favorite: row.favorite === true,
    impressionData: row.impression_data,
    createdAt: iso(row.created_at),
    archivedAt: iso(row.archived_at),
    lastSeenAt: iso(row.last_seen_at),
    environments: row.environments.map(toEnvironment),
    segments: row.segments,
    tags: row.tags,
    lifecycle: {
      stage: row.lifecycle_stage,
      ...(row.lifecycle_status !== null ? { status: row.lifecycle_status } : {}),
      enteredStageAt: row.lifecycle_entered_at.toISOString(),
    },
    createdBy: { id: row.created_by_id ?? 0, name: creator, imageUrl: avatarUrl(creator) },
  };
}

@QueryHandler(SearchFeaturesQuery)
export class SearchFeaturesHandler implements IQueryHandler<SearchFeaturesQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReadModelCache,
    private readonly usage: FeatureUsage,
  ) {}

  /**
   * The feature-search projection's answer — cached while its checkpoint stands still, unless the
   * sort reads SDK usage — with SDK usage (yes/no, last seen) laid over it from memory.
   */
  async execute({ params, userId }: SearchFeaturesQuery): Promise<SearchFeaturesResponse> {
    const usage = this.usage.snapshot();
    const answer = readsUsage(params) ? this.search(params, userId) : this.cache.get('feature-search', JSON.stringify([params, userId]), () => this.search(params, userId));
    return withUsage(await answer, await usage);
  }

  private async search(params: SearchFeaturesQuery['params'], userId: SearchFeaturesQuery['userId']): Promise<SearchFeaturesResponse> {
    const { text, values } = buildSearchSql(params, userId);
    const rows = (await this.dataSource.query(text, values)) as SearchRow[];
    const features = rows.filter((r): r is SearchRow & { name: string } => r.name !== null).map(toItem);
    return { features, total: rows[0]?.total ?? 0 };
  }
}
