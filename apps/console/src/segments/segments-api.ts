import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { listOf } from '../api/list-of';

export interface Segment {
  id: number;
  name: string;
  description?: string | null;
  project?: string | null;
}

export const segmentsQuery = queryOptions({
  queryKey: ['segments'],
  queryFn: async () => listOf<Segment>(await api('get', '/api/admin/segments'), 'segments'),
  staleTime: 60_000,
});
