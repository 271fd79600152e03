import type { FeatureUsageSnapshot } from '@pennant/client-api';
import type { SearchFeatureItem, SearchFeaturesResponse } from './search-features.response';

function later(a: string | null, b: Date | null): string | null {
  if (b === null) return a;
  const iso = b.toISOString();
  return a === null || iso > a ? iso : a;
}

/**
 * The search answer with SDK usage laid over it: `lastSeenAt` and the last hour's `yes`/`no` per
 * environment, and the flag's `lastSeenAt` as the latest of its environments (reference §13.2).
 * The answer may come from the read-model cache, so it is copied, never changed.
 */
export function withUsage(response: SearchFeaturesResponse, usage: FeatureUsageSnapshot): SearchFeaturesResponse {
  if (usage.size === 0 || !response.features.some((f) => usage.has(f.name))) return response;
  return {
    ...response,
    features: response.features.map((feature): SearchFeatureItem => {
      const environments = usage.get(feature.name);
      if (!environments) return feature;
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
    }),
  };
}
