import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useCan } from '../auth/can';
import { useSession } from '../auth/session';

/** What to look for: the event types a write appends, a word of the event (a name), and when the write was announced (two equal writes are two look-ups). */
export interface RecordedLookup {
  types?: readonly string[];
  subject?: string;
  at?: number;
}

/**
 * For a write whose answer does not name its event: the newest event of those types that the
 * signed-in person appended (holding the subject), found with the event search — which is
 * ADMIN's, so others find nothing. Writes through `apiRecorded` know their event id instead.
 */
export function useRecordedEvent({ types, subject, at }: RecordedLookup) {
  const session = useSession();
  const can = useCan();
  const me = session.data?.user.id;
  const readable = can('get', '/api/admin/search/events');
  const event = useQuery({
    queryKey: ['recorded-event', types, subject, me, at],
    enabled: types !== undefined && types.length > 0 && me !== undefined && readable,
    // A look-up tied to its announcement never goes stale; one without is asked again on each showing.
    staleTime: at === undefined ? 0 : Infinity,
    queryFn: async () => {
      const query = { type: `IS_ANY_OF:${(types ?? []).join(',')}`, createdBy: `IS:${me}`, ...(subject ? { query: subject } : {}), limit: 1 };
      const answer = (await api('get', '/api/admin/search/events', { query })) as { events?: Array<{ id: number; type: string }> };
      return answer.events?.[0] ?? null;
    },
  });
  return { readable, event: event.data ?? null };
}
