import { environmentsOf, type SearchItem } from '../flags-api';

export interface SdkUsage {
  lastSeenAt: string | null;
  yes: number;
  no: number;
}

/** The flag's SDK usage over all environments: when it was last evaluated and the last hour's counts. */
export function sdkUsage(item: Pick<SearchItem, 'environments' | 'lastSeenAt'>): SdkUsage {
  let lastSeenAt: string | null = item.lastSeenAt ?? null;
  let yes = 0;
  let no = 0;
  for (const env of environmentsOf(item)) {
    if (env.lastSeenAt && (!lastSeenAt || env.lastSeenAt > lastSeenAt)) lastSeenAt = env.lastSeenAt;
    yes += env.yes ?? 0;
    no += env.no ?? 0;
  }
  return { lastSeenAt, yes, no };
}
