import { avatarUrl } from '@pennant/platform';
import type { FeatureUsageSnapshot } from '@pennant/client-api';
import type { SearchFeatureItem } from './search-features.response';
import { withUsage } from './search-features-usage.logic';

/** One flag of a page: its kept item's JSON text (rm_search_items, migration 0310) and the caller's favourite. */
export interface KeptItem {
  name: string;
  favorite: boolean;
  /** The item as served, minus `favorite` and SDK usage. */
  json: string;
  /** Its creator's avatar URL is not kept (flags created before migration 0310 by a non-ASCII name). */
  noAvatar: boolean;
}

/** A search answer as the feature-search projection gives it (what the read-model cache keeps: strings, cheap to hold). */
export interface SearchPage {
  total: number;
  items: readonly KeptItem[];
}

/** Pending change request ids by flag, then environment. */
export type PendingChangeRequests = ReadonlyMap<string, ReadonlyMap<string, number[]>>;

/**
 * The response body (the spec's searchFeaturesSchema) as JSON text. An item passes through as
 * kept, with the caller's favourite put in front; only an item whose flag has SDK usage or pending
 * change requests (or lacks its avatar) is parsed, completed and serialised again.
 */
export function renderSearchPage(page: SearchPage, usage: FeatureUsageSnapshot, pending: PendingChangeRequests = new Map()): string {
  let body = '{"features":[';
  page.items.forEach((item, i) => {
    if (i > 0) body += ',';
    const used = usage.get(item.name);
    const requests = pending.get(item.name);
    if (used === undefined && requests === undefined && !item.noAvatar) {
      body += `{"favorite":${item.favorite},${item.json.slice(1)}`;
      return;
    }
    let feature = { ...(JSON.parse(item.json) as SearchFeatureItem), favorite: item.favorite };
    if (item.noAvatar) feature = { ...feature, createdBy: { ...feature.createdBy, imageUrl: avatarUrl(feature.createdBy.name) } };
    if (requests !== undefined)
      feature = {
        ...feature,
        environments: feature.environments.map((env) => ({
          ...env,
          changeRequestIds: requests.get(env.name) ?? env.changeRequestIds ?? [],
        })),
      };
    body += JSON.stringify(used === undefined ? feature : withUsage(feature, used));
  });
  return `${body}],"total":${page.total}}`;
}
