import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import type { Actor, DomainEvent, FlagType } from '@pennant/events';
import { ProjectionRuntime } from '@pennant/projections';
import { featureCreated as buildFeatureCreated } from './event-builders';
import type { TestApp } from './test-app';

export const ALICE: Actor = { id: 7, name: 'alice', kind: 'user' };

/**
 * Appends events straight to the store (for read-side tests of events whose commands do not
 * exist yet, or with a chosen creation date) and waits until every projection handling them
 * has caught up.
 */
export async function injectEvents(t: TestApp, events: DomainEvent[], actor: Actor = ALICE): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const result = await store.append([{ streamId: `test-${randomUUID()}`, expectedVersion: 'no-stream', events }], {
    actor,
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
  });
  const caughtUp = await t.app.get(ProjectionRuntime).waitFor(
    result.lastPosition,
    events.map((e) => e.type),
    10_000,
  );
  if (!caughtUp) throw new Error('projections did not catch up with the injected events');
}

/** A `feature-created` event (event-builders' builder), created now unless told otherwise. */
export function featureCreated(
  name: string,
  opts: { project?: string; type?: FlagType; description?: string | null; createdAt?: string } = {},
): DomainEvent {
  return buildFeatureCreated(name, { ...opts, createdAt: opts.createdAt ?? new Date().toISOString() });
}

/**
 * Appends events to a stream of the caller's choosing (e.g. an old-layout registry stream such as
 * `tag-registry`, ADR 0031) and waits until every projection handling them has caught up.
 */
export async function injectIntoStream(t: TestApp, streamId: string, events: DomainEvent[], actor: Actor = ALICE): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const result = await store.append([{ streamId, expectedVersion: 'any', events }], {
    actor,
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
  });
  const caughtUp = await t.app.get(ProjectionRuntime).waitFor(
    result.lastPosition,
    events.map((e) => e.type),
    10_000,
  );
  if (!caughtUp) throw new Error('projections did not catch up with the injected events');
}
