/** The flag page's URL state: which environment's tab is open, and "as of event N" (time travel). */
export interface FlagPageSearch {
  env?: string;
  /** An event id: the page shows the flag as it was right after that event, read-only. */
  asOf?: string;
}

export function parseFlagPageSearch(raw: Record<string, unknown>): FlagPageSearch {
  const search: FlagPageSearch = {};
  if (typeof raw.env === 'string' && raw.env !== '') search.env = raw.env;
  const asOf = typeof raw.asOf === 'number' ? String(raw.asOf) : raw.asOf;
  if (typeof asOf === 'string' && /^\d{1,15}$/.test(asOf)) search.asOf = asOf;
  return search;
}
