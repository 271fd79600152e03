import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded, recordedAs } from './client';
import { listOf } from './list-of';
import type { Constraint } from '../components/constraints';

/** A segment as the admin API shows it (Unleash's adminSegmentSchema). */
export interface Segment {
  id: number;
  name: string;
  description?: string | null;
  project?: string | null;
  constraints?: Constraint[];
  createdBy?: string;
  createdAt?: string;
}

export interface SegmentInput {
  name: string;
  description: string | null;
  project: string | null;
  constraints: Constraint[];
}

/** Every segment answer (list, one, usage) starts with this key: one write refreshes them all. */
export const SEGMENTS_KEY = ['segments'] as const;

export const segmentsQuery = queryOptions({
  queryKey: SEGMENTS_KEY,
  queryFn: async () => listOf<Segment>(await api('get', '/api/admin/segments'), 'segments'),
  staleTime: 60_000,
});

export function segmentQuery(id: string) {
  return queryOptions({
    queryKey: [...SEGMENTS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await api('get', '/api/admin/segments/{id}', { path: { id }, signal })) as Segment,
  });
}

/** The body as the document types it (its constraint objects admit more properties than the spec names). */
const bodyOf = (input: SegmentInput) => ({ ...input, constraints: input.constraints.map((c) => ({ ...c })) });

export const createSegment = (input: SegmentInput) =>
  recordedAs<Segment>(apiRecorded('post', '/api/admin/segments', { body: bodyOf(input) }));
export const updateSegment = (id: number, input: SegmentInput) =>
  apiRecorded('put', '/api/admin/segments/{id}', { path: { id: String(id) }, body: bodyOf(input) });
export const deleteSegment = (id: number) => apiRecorded('delete', '/api/admin/segments/{id}', { path: { id: String(id) } });
