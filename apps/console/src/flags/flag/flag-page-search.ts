/** The flag page's URL state: which environment's tab is open. */
export interface FlagPageSearch {
  env?: string;
}

export function parseFlagPageSearch(raw: Record<string, unknown>): FlagPageSearch {
  return typeof raw.env === 'string' && raw.env !== '' ? { env: raw.env } : {};
}
