/**
 * The flags list's state as it lives in the URL (`/flags?project=IS_ANY_OF:a,b&state=IS:stale`):
 * filters keep the search API's own syntax, so a link reads like the API call it makes.
 * Pure functions: URL ⇄ state ⇄ the query of `GET /api/admin/search/features`.
 */
export interface FlagSearch {
  query?: string;
  project?: string;
  type?: string;
  state?: string;
  createdBy?: string;
  tag?: string;
  segment?: string;
  /** `environment:enabled|disabled`, comma-separated (the API takes one `status` per item). */
  status?: string;
  createdAt?: string;
  archived?: boolean;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
  favoritesFirst?: boolean;
  /** Opens "New flag" with this name filled in (a link from an application's missing flags). */
  create?: string;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LIMIT = 50;
/** Newest first unless the URL says otherwise. */
export const DEFAULT_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

const FILTER_KEYS = ['project', 'type', 'state', 'createdBy', 'tag', 'segment', 'status', 'createdAt'] as const;

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
function whole(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}
function flag(value: unknown): boolean | undefined {
  return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
}

/** The router's validateSearch: whatever the address bar holds becomes a clean FlagSearch. */
export function parseFlagSearch(raw: Record<string, unknown>): FlagSearch {
  const search: FlagSearch = {};
  const query = text(raw.query);
  if (query !== undefined) search.query = query;
  for (const key of FILTER_KEYS) {
    const value = text(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  const archived = flag(raw.archived);
  if (archived) search.archived = true;
  const favoritesFirst = flag(raw.favoritesFirst);
  if (favoritesFirst) search.favoritesFirst = true;
  const sortBy = text(raw.sortBy);
  if (sortBy !== undefined) search.sortBy = sortBy;
  if (raw.sortOrder === 'asc' || raw.sortOrder === 'desc') search.sortOrder = raw.sortOrder;
  const offset = whole(raw.offset);
  if (offset) search.offset = offset;
  const limit = whole(raw.limit);
  if (limit && limit !== DEFAULT_LIMIT && limit <= 100) search.limit = limit;
  const create = text(raw.create);
  if (create !== undefined && create.length <= 100) search.create = create;
  return search;
}

export type SearchQuery = Record<string, string | string[] | undefined>;

/** The query string of GET /api/admin/search/features for a URL state. */
export function toApiQuery(search: FlagSearch): SearchQuery {
  return {
    query: search.query,
    project: search.project,
    type: search.type,
    state: search.state,
    createdBy: search.createdBy,
    tag: search.tag,
    segment: search.segment,
    status: search.status ? splitValues(search.status) : undefined,
    createdAt: search.createdAt,
    archived: search.archived ? 'true' : undefined,
    sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
    sortOrder: search.sortOrder ?? (search.sortBy ? 'asc' : DEFAULT_SORT.sortOrder),
    offset: String(search.offset ?? 0),
    limit: String(search.limit ?? DEFAULT_LIMIT),
    favoritesFirst: search.favoritesFirst ? 'true' : undefined,
  };
}

export function splitValues(list: string): string[] {
  return list
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** Any filter set (the "clear filters" button and the empty state's wording). */
export function hasFilters(search: FlagSearch): boolean {
  return search.query !== undefined || search.archived === true || FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** A change of filters starts again at the first page. */
export function withFilter(search: FlagSearch, change: Partial<FlagSearch>): FlagSearch {
  const next: FlagSearch = { ...search, ...change };
  delete next.offset;
  for (const key of Object.keys(next) as Array<keyof FlagSearch>) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}
