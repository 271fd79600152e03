import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { requestOf } from './playground-search';

type Request = NonNullable<ReturnType<typeof requestOf>>;

/** The playground's answer for one request (kept in the query cache under the request). */
export function playgroundQuery(request: Request) {
  return queryOptions({
    queryKey: ['playground', request],
    queryFn: async ({ signal }) => api('post', '/api/admin/playground', { body: request, signal }),
    staleTime: 30_000,
  });
}

export type PlaygroundAnswer = Awaited<ReturnType<NonNullable<ReturnType<typeof playgroundQuery>['queryFn']>>>;
export type PlaygroundFlag = PlaygroundAnswer['features'][number];
export type PlaygroundStrategy = PlaygroundFlag['strategies']['data'][number];

/** A flag's verdict as a word: on, off, or unknown (a strategy Pennant cannot evaluate decides). */
export function verdictOf(flag: PlaygroundFlag): 'on' | 'off' | 'unknown' {
  if (flag.isEnabled) return 'on';
  return flag.isEnabledInCurrentEnvironment && !flag.hasUnsatisfiedDependency && flag.strategies.result === 'unknown' ? 'unknown' : 'off';
}
