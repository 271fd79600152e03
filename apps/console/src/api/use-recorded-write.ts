import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { announceRecorded } from '../components/recorded-store';
import type { Recorded } from './http';

/**
 * A write that, once the API accepted it, says what it recorded (a link to its event in the
 * history) and refreshes the answers under `invalidates` (the API's read-your-writes contract
 * makes the refetch exact). `then` runs before the refresh (a delete leaves the deleted item's page first).
 */
export function useRecordedWrite<V, T>(
  write: (variables: V) => Promise<Recorded<T>>,
  options: {
    what: (variables: V, body: T) => string;
    invalidates: readonly QueryKey[];
    then?: (body: T, variables: V) => Promise<unknown> | void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async ({ body, eventId }, variables) => {
      announceRecorded({ what: options.what(variables, body), eventId });
      await options.then?.(body, variables);
    },
    onSettled: () => Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
