import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FeatureUsage } from '@pennant/client-api';
import { ReadModelCache } from '@pennant/projections';
import { buildSearchSql, readsUsage } from './search-sql';
import { renderSearchPage, type SearchPage } from './search-page';
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
    const page = readsUsage(params) ? this.search(params, callerKey) : this.cache.get('feature-search', JSON.stringify([params, callerKey]), () => this.search(params, callerKey));
    return renderSearchPage(await page, await usage);
  }

  private async search(params: SearchFeaturesQuery['params'], callerKey: SearchFeaturesQuery['callerKey']): Promise<SearchPage> {
    const { text, values } = buildSearchSql(params, callerKey);
    const rows = (await this.dataSource.query(text, values)) as SearchRow[];
    const items = rows.flatMap((r) => (r.name === null || r.item === null ? [] : [{ name: r.name, favorite: r.favorite === true, json: r.item, noAvatar: r.no_avatar === true }]));
    return { items, total: rows[0]?.total ?? 0 };
  }
}
