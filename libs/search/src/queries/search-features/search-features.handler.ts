import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FeatureUsage } from '@pennant/client-api';
import { ReadModelCache } from '@pennant/projections';
import { buildSearchSql, readsUsage } from './search-features.sql';
import { renderSearchPage, type PendingChangeRequests, type SearchPage } from './search-features-page.response';
import { SearchFeaturesQuery } from './search-features.query';

/** One row per flag of the page; a single row with name and item null when the page is empty. */
interface SearchRow {
  total: number;
  name: string | null;
  favorite: boolean | null;
  item: string | null;
  no_avatar: boolean | null;
}

@QueryHandler(SearchFeaturesQuery)
export class SearchFeaturesHandler implements IQueryHandler<SearchFeaturesQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReadModelCache,
    private readonly usage: FeatureUsage,
  ) {}

  /**
   * The response body as JSON text: the feature-search projection's page — cached while its
   * checkpoint stands still, unless the sort reads SDK usage — rendered with the caller's
   * favourites and SDK usage (yes/no, last seen) from memory.
   */
  async execute({ params, callerKey }: SearchFeaturesQuery): Promise<string> {
    const usage = this.usage.snapshot();
    const page = await (readsUsage(params)
      ? this.search(params, callerKey)
      : this.cache.get('feature-search', JSON.stringify([params, callerKey]), () => this.search(params, callerKey)));
    return renderSearchPage(page, await usage, await this.pending(page.items.map((i) => i.name)));
  }

  /**
   * Change requests not yet applied, cancelled or rejected that change the page's flags, by flag
   * and environment (Unleash's `changeRequestIds`); cached while the change-requests projection
   * stands still.
   */
  private pending(names: readonly string[]): Promise<PendingChangeRequests> {
    if (names.length === 0) return Promise.resolve(new Map());
    return this.cache.get('change-requests', JSON.stringify(['pending-by-flag', names]), async () => {
      const rows = (await this.dataSource.query(
        `SELECT c.feature, r.environment, array_agg(DISTINCT r.id ORDER BY r.id) AS ids
           FROM rm_change_request_changes c JOIN rm_change_requests r ON r.id = c.change_request_id
          WHERE c.feature = ANY($1) AND r.state NOT IN ('Applied', 'Cancelled', 'Rejected')
          GROUP BY c.feature, r.environment`,
        [names],
      )) as { feature: string; environment: string; ids: string[] }[];
      const byFlag = new Map<string, Map<string, number[]>>();
      for (const r of rows)
        byFlag.set(r.feature, (byFlag.get(r.feature) ?? new Map<string, number[]>()).set(r.environment, r.ids.map(Number)));
      return byFlag;
    });
  }

  private async search(params: SearchFeaturesQuery['params'], callerKey: SearchFeaturesQuery['callerKey']): Promise<SearchPage> {
    const { text, values } = buildSearchSql(params, callerKey);
    const rows = (await this.dataSource.query(text, values)) as SearchRow[];
    const items = rows.flatMap((r) =>
      r.name === null || r.item === null
        ? []
        : [{ name: r.name, favorite: r.favorite === true, json: r.item, noAvatar: r.no_avatar === true }],
    );
    return { items, total: rows[0]?.total ?? 0 };
  }
}
