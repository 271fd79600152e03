/**
 * The history timeline's state as it lives in the URL (`/history?feature=checkout&type=…`):
 * one value per filter (types: a comma list), so a link reads like the search it makes.
 * Pure functions: URL ⇄ state ⇄ the queries of `GET /api/admin/search/events`, of the live
 * stream and of the export, and the test a streamed event must pass to join the page.
 */
export interface HistorySearch {
  query?: string;
  project?: string;
  feature?: string;
  /** Event types, comma-separated. */
  type?: string;
  createdBy?: string;
  /** Dates or date-times (inclusive from, `to` a whole day when a bare date). */
  from?: string;
  to?: string;
  offset?: number;
  limit?: number;
  /** The event opened (its diff shown), so a link can point at one change. */
  event?: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LIMIT = 50;
export const FILTER_KEYS = ['query', 'project', 'feature', 'type', 'createdBy', 'from', 'to'] as const;

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
function whole(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** The router's validateSearch: whatever the address bar holds becomes a clean HistorySearch. */
export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  const search: HistorySearch = {};
  for (const key of FILTER_KEYS) {
    const value = text(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  const offset = whole(raw.offset);
  if (offset) search.offset = offset;
  const limit = whole(raw.limit);
  if (limit && limit !== DEFAULT_LIMIT && limit <= 100) search.limit = limit;
  const event = whole(raw.event);
  if (event) search.event = event;
  return search;
}

export function typesOf(search: HistorySearch): string[] {
  return (search.type ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

const is = (value: string | undefined) => (value === undefined ? undefined : `IS:${value}`);

/** The query of GET /api/admin/search/events (the API's IS:/IS_ANY_OF: syntax). */
export function toSearchQuery(search: HistorySearch): Record<string, string | undefined> {
  const types = typesOf(search);
  return {
    query: search.query,
    project: is(search.project),
    feature: is(search.feature),
    type: types.length === 0 ? undefined : `IS_ANY_OF:${types.join(',')}`,
    createdBy: is(search.createdBy),
    from: is(search.from),
    to: is(search.to),
    offset: String(search.offset ?? 0),
    limit: String(search.limit ?? DEFAULT_LIMIT),
  };
}

/**
 * New events join the timeline only on its first page and when the range is open-ended: an
 * older page or a closed range is a fixed slice of the past.
 */
export function isLive(search: HistorySearch): boolean {
  return (search.offset ?? 0) === 0 && search.to === undefined;
}

/** The stream filters the server applies (project, flag, types); the rest is `matchesLive`. */
export function toStreamQuery(search: HistorySearch, after: number): Record<string, string | undefined> {
  const types = typesOf(search);
  return { lastEventId: String(after), project: search.project, feature: search.feature, type: types.length ? types.join(',') : undefined };
}

export interface StreamedEvent {
  id: number;
  type: string;
  createdBy: string;
  createdByUserId?: number | null;
  project?: string | null;
  featureName?: string | null;
  data?: unknown;
  preData?: unknown;
}

/** The filters the stream does not apply (actor, text), checked as the search API would. */
export function matchesLive(search: HistorySearch, event: StreamedEvent): boolean {
  if (search.createdBy !== undefined && event.createdBy !== search.createdBy && String(event.createdByUserId ?? '') !== search.createdBy)
    return false;
  if (search.query === undefined) return true;
  const needle = search.query.toLowerCase();
  return [event.type, event.createdBy, event.featureName ?? '', event.project ?? '', JSON.stringify(event.data ?? null)].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * The export's query (`GET /api/admin/events/export`, the stored events with their chain
 * hashes): the timeline's project, its type when it is one, and its dates; the export has no
 * other filter (it is the log for backups and audits, not a search).
 */
export function toExportQuery(search: HistorySearch): Record<string, string | undefined> {
  const types = typesOf(search);
  return { project: search.project, type: types.length === 1 ? types[0] : undefined, from: search.from, to: search.to };
}

export function hasFilters(search: HistorySearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** A change of filters starts again at the first page and closes the open event. */
export function withFilter(search: HistorySearch, change: Partial<HistorySearch>): HistorySearch {
  const next: HistorySearch = { ...search, ...change };
  delete next.offset;
  delete next.event;
  for (const key of Object.keys(next) as Array<keyof HistorySearch>) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}
