import type { EnvironmentUsage } from '@pennant/client-api';
import type { SearchFeatureItem } from './search-features.response';

function later(a: string | null, b: Date | null): string | null {
  if (b === null) return a;
  const iso = b.toISOString();
  return a === null || iso > a ? iso : a;
}

/**
 * A page item with the flag's SDK usage laid over it: `lastSeenAt` and the last hour's `yes`/`no`
 * per environment, and the flag's `lastSeenAt` as the latest of its environments, as Unleash
 * shows it. Returns a new item; the given one is not changed.
 */
export function withUsage(feature: SearchFeatureItem, environments: ReadonlyMap<string, EnvironmentUsage>): SearchFeatureItem {
  let lastSeenAt = feature.lastSeenAt;
  for (const e of environments.values()) lastSeenAt = later(lastSeenAt, e.lastSeenAt);
  return {
    ...feature,
    lastSeenAt,
    environments: feature.environments.map((env) => {
      const used = environments.get(env.name);
      return used ? { ...env, lastSeenAt: later(env.lastSeenAt, used.lastSeenAt), yes: env.yes + used.yes, no: env.no + used.no } : env;
    }),
  };
}
