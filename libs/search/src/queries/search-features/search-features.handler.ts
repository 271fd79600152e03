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

/** A flag's kept page item (rm_search_item, migration 0260): timestamps as ISO text. */
interface StoredItem {
  name: string;
  project: string;
  type: string;
  description: string | null;
  stale: boolean;
  impressionData: boolean;
  createdAt: string;
  createdById: number | null;
  createdByName: string | null;
  archivedAt: string | null;
  lastSeenAt: string | null;
  lifecycleStage: string;
  lifecycleStatus: string | null;
  lifecycleEnteredAt: string;
  environments: EnvironmentJson[];
  segments: string[];
  tags: { type: string; value: string }[];
}

/** One row per flag of the page; a single row with item null when the page is empty. */
interface SearchRow {
  total: number;
  favorite: boolean | null;
  item: StoredItem | null;
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

function toItem(item: StoredItem, favorite: boolean): SearchFeatureItem {
  const creator = item.createdByName ?? 'unknown';
  return {
    name: item.name,
    type: item.type,
    description: item.description,
    dependencyType: null,
    project: item.project,
    stale: item.stale,
    favorite,
    impressionData: item.impressionData,
    createdAt: iso(item.createdAt),
    archivedAt: iso(item.archivedAt),
    lastSeenAt: iso(item.lastSeenAt),
    environments: item.environments.map(toEnvironment),
    segments: item.segments,
    tags: item.tags,
    lifecycle: {
      stage: item.lifecycleStage,
      ...(item.lifecycleStatus !== null ? { status: item.lifecycleStatus } : {}),
      enteredStageAt: new Date(item.lifecycleEnteredAt).toISOString(),
    },
    createdBy: { id: item.createdById ?? 0, name: creator, imageUrl: avatarUrl(creator) },
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
    const features = rows.flatMap((r) => (r.item === null ? [] : [toItem(r.item, r.favorite === true)]));
    return { features, total: rows[0]?.total ?? 0 };
  }
}
