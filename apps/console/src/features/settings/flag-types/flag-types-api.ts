import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../../api/client';
import { listOf } from '../../../api/list-of';

export const FLAG_TYPES_KEY = ['feature-types'] as const;

export interface FlagType {
  id: string;
  name: string;
  description: string;
  /** Days after which a flag of this type counts as potentially stale; null: never. */
  lifetimeDays: number | null;
}

export const flagTypesQuery = queryOptions({
  queryKey: FLAG_TYPES_KEY,
  queryFn: async () => listOf<FlagType>(await api('get', '/api/admin/feature-types'), 'types'),
  staleTime: 5 * 60_000,
});

export const setFlagTypeLifetime = ({ id, lifetimeDays }: { id: string; lifetimeDays: number | null }) =>
  apiRecorded('put', '/api/admin/feature-types/{id}/lifetime', { path: { id }, body: { lifetimeDays } });

/** The typed lifetime: empty is "never" (null); otherwise whole days, or a problem to show. */
export function lifetimeOf(text: string): { days: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { days: null };
  if (!/^\d+$/.test(trimmed)) return { problem: 'Whole days (0 or more), or empty for never.' };
  const days = Number(trimmed);
  return days > 2147483647 ? { problem: 'At most 2147483647 days.' } : { days };
}
