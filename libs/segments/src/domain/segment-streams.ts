import type { IdSequence, LegacySource } from '@pennant/core';

/** One stream per segment (ADR 0031): its id is the stream's identity, so different segments never contend. */
export const segmentStreamId = (id: number): string => `segment-${id}`;

/** Until ADR 0031 every segment was in this one stream (ADR 0006); its events are folded first into each segment's stream. */
export const SEGMENTS_STREAM = 'segments';

export const SEGMENTS_LEGACY: LegacySource = {
  streamId: SEGMENTS_STREAM,
  route: (event) =>
    event.type === 'segment-created' || event.type === 'segment-updated'
      ? segmentStreamId(event.data.data.id)
      : event.type === 'segment-deleted'
        ? segmentStreamId(event.data.preData.id)
        : null,
};

/** Segment ids: a PostgreSQL sequence kept ahead of the log (migration 0330). */
export const SEGMENT_IDS: IdSequence = {
  name: 'segment_ids',
  createdTypes: ['segment-created'],
  idOf: (event) => (event.type === 'segment-created' ? event.data.data.id : null),
};

/** The advisory-lock key of a segment name (`NameGuard`). */
export const segmentNameKey = (name: string): string => `segment-name:${name}`;
