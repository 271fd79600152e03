/** The flag page's URL state: which environment's tab is open, and "as of event N" (time travel). */
export interface FlagPageSearch {
  env?: string;
  /** An event id: the page shows the flag as it was right after that event, read-only. */
  asOf?: number;
}

export function parseFlagPageSearch(raw: Record<string, unknown>): FlagPageSearch {
  const search: FlagPageSearch = {};
  if (typeof raw.env === 'string' && raw.env !== '') search.env = raw.env;
  const asOf = Number(raw.asOf);
  if (Number.isSafeInteger(asOf) && asOf > 0) search.asOf = asOf;
  return search;
}
