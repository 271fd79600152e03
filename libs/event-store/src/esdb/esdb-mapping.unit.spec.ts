import { ANY, ErrorType, NO_STREAM, START, WrongExpectedVersionError as EsdbWrongExpectedVersionError } from '@eventstore/db-client';
import type { DomainEvent, EventMetadata } from '@pennant/events';
import { WrongExpectedVersionError } from '../event-store.errors';
import {
  currentVersionOf,
  encodePosition,
  fromEsdbMetadata,
  fromEsdbRecord,
  fromEsdbStream,
  isPennantRecord,
  isStreamNotFound,
  readStartAfter,
  revisionToVersion,
  satisfies,
  toEsdbEvent,
  toEsdbMetadata,
  toEsdbStream,
  toExpectedRevision,
  translateEsdbError,
  versionToRevision,
} from './esdb-mapping';

const P = 'pennant.';
const metadata: EventMetadata = {
  actor: { id: -42, name: 'admin-token', kind: 'api-token' },
  correlationId: '6f1d8a43-3c5e-4c57-9d0b-0a6f3b1f2a11',
  causationId: null,
  schemaVersion: 1,
};
const event: DomainEvent = { type: 'feature-stale-on', data: { project: 'default', featureName: 'f1' } };

describe('EventStoreDB mapping: streams, versions and revisions', () => {
  it('prefixes Pennant streams and recognises only its own', () => {
    expect(toEsdbStream(P, 'feature-f1')).toBe('pennant.feature-f1');
    expect(fromEsdbStream(P, 'pennant.feature-f1')).toBe('feature-f1');
    expect(fromEsdbStream(P, 'orders-1')).toBeNull();
    expect(fromEsdbStream(P, '$stats-127.0.0.1:2113')).toBeNull();
    expect(fromEsdbStream(P, 'pennant.')).toBeNull();
    expect(isPennantRecord(P, { streamId: 'pennant.feature-f1', type: 'feature-created' })).toBe(true);
    expect(isPennantRecord(P, { streamId: 'pennant.feature-f1', type: '$metadata' })).toBe(false);
    expect(isPennantRecord(P, { streamId: '$$pennant.feature-f1', type: '$metadata' })).toBe(false);
  });

  it('maps 1-based versions to 0-based revisions and back', () => {
    expect(versionToRevision(1)).toBe(0n);
    expect(versionToRevision(42)).toBe(41n);
    expect(revisionToVersion(0n)).toBe(1);
    expect(revisionToVersion(versionToRevision(7))).toBe(7);
    expect(() => versionToRevision(0)).toThrow(RangeError);
    expect(currentVersionOf(null)).toBe(0);
    expect(currentVersionOf(4n)).toBe(5);
  });

  it('maps expected versions to expected revisions', () => {
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision('no-stream')).toBe(NO_STREAM);
    expect(toExpectedRevision(0)).toBe(NO_STREAM);
    expect(toExpectedRevision(3)).toBe(2n);
    expect(satisfies('any', 9)).toBe(true);
    expect(satisfies('no-stream', 0)).toBe(true);
    expect(satisfies('no-stream', 1)).toBe(false);
    expect(satisfies(2, 2)).toBe(true);
    expect(satisfies(2, 3)).toBe(false);
  });
});

describe('EventStoreDB mapping: positions', () => {
  it('encodes an event position as prepare + 1 (≥ 1, unique per event, increasing in $all order)', () => {
    expect(encodePosition({ commit: 0n, prepare: 0n })).toBe(1);
    // Three events of one write share the commit position; their prepare positions increase.
    const write = [100n, 180n, 260n].map((prepare) => encodePosition({ commit: 100n, prepare }));
    expect(write).toEqual([101, 181, 261]);
    expect(encodePosition({ commit: 340n, prepare: 340n })).toBeGreaterThan(write[2]);
    expect(() => encodePosition({ commit: 2n ** 53n, prepare: 2n ** 53n })).toThrow(/2\^53/);
  });

  it('resumes a read at the log position of the cursor (the read start is inclusive, the caller drops ≤ after)', () => {
    expect(readStartAfter(0)).toBe(START);
    expect(readStartAfter(261)).toEqual({ commit: 260n, prepare: 260n });
    expect(readStartAfter(encodePosition({ commit: 9_000_000_000n, prepare: 9_000_000_123n }))).toEqual({
      commit: 9_000_000_123n,
      prepare: 9_000_000_123n,
    });
    expect(() => readStartAfter(-1)).toThrow(RangeError);
    expect(() => readStartAfter(1.5)).toThrow(RangeError);
  });
});

describe('EventStoreDB mapping: events and metadata', () => {
  it('maps the envelope to ESDB metadata with $correlationId/$causationId and back', () => {
    expect(toEsdbMetadata(metadata)).toEqual({ $correlationId: metadata.correlationId, actor: metadata.actor, schemaVersion: 1 });
    const caused = { ...metadata, causationId: 'c0ffee00-0000-4000-8000-000000000000' };
    expect(toEsdbMetadata(caused)).toMatchObject({ $causationId: caused.causationId });
    expect(fromEsdbMetadata(toEsdbMetadata(caused))).toEqual({ metadata: caused, createdAt: null });
    expect(fromEsdbMetadata(toEsdbMetadata(metadata))).toEqual({ metadata, createdAt: null });
    const at = new Date('2026-11-22T10:00:00.000Z');
    expect(fromEsdbMetadata(toEsdbMetadata(metadata, at)).createdAt).toEqual(at);
    expect(() => fromEsdbMetadata({ something: 'else' })).toThrow(/not a Pennant event envelope/);
  });

  it('round-trips an event through the ESDB record shape', () => {
    const esdb = toEsdbEvent(event, '0f8fad5b-d9cb-469f-a165-70867728950e', metadata);
    expect(esdb).toMatchObject({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', type: 'feature-stale-on', data: event.data });
    const created = new Date('2026-11-23T08:30:00.000Z');
    const recorded = fromEsdbRecord(P, {
      streamId: 'pennant.feature-f1',
      id: esdb.id,
      revision: 2n,
      type: esdb.type,
      created,
      data: esdb.data,
      metadata: JSON.parse(JSON.stringify(esdb.metadata)),
      position: { commit: 500n, prepare: 620n },
    });
    expect(recorded).toEqual({
      ...event,
      position: 621,
      eventId: esdb.id,
      streamId: 'feature-f1',
      streamVersion: 3,
      metadata,
      createdAt: created,
    });
  });

  it('prefers the original creation time of copied events over the server time', () => {
    const original = new Date('2024-01-01T00:00:00.000Z');
    const esdb = toEsdbEvent(event, '0f8fad5b-d9cb-469f-a165-70867728950e', metadata, original);
    const recorded = fromEsdbRecord(P, {
      streamId: 'pennant.feature-f1',
      id: esdb.id,
      revision: 0n,
      type: esdb.type,
      created: new Date(),
      data: esdb.data,
      metadata: esdb.metadata,
      position: { commit: 1n, prepare: 1n },
    });
    expect(recorded.createdAt).toEqual(original);
  });

  it('refuses records without a position (servers before 22.10) or outside Pennant streams', () => {
    const base = { id: 'x', revision: 0n, type: 'feature-stale-on', created: new Date(), data: {}, metadata: toEsdbMetadata(metadata) };
    expect(() => fromEsdbRecord(P, { ...base, streamId: 'pennant.feature-f1' })).toThrow(/22\.10/);
    expect(() => fromEsdbRecord(P, { ...base, streamId: 'orders-1', position: { commit: 1n, prepare: 1n } })).toThrow(
      /not a Pennant stream/,
    );
  });
});

describe('EventStoreDB mapping: errors', () => {
  it("translates the client's WrongExpectedVersionError into the port's (revision → version, prefix stripped)", () => {
    const stale = new EsdbWrongExpectedVersionError(undefined, { streamName: 'pennant.feature-f1', expected: 1n, current: 4n });
    const translated = translateEsdbError(P, stale);
    expect(translated).toBeInstanceOf(WrongExpectedVersionError);
    expect(translated).toMatchObject({ streamId: 'feature-f1', expected: '2', actual: 5, status: 409 });
    const exists = translateEsdbError(
      P,
      new EsdbWrongExpectedVersionError(undefined, { streamName: 'pennant.feature-f1', expected: NO_STREAM, current: 0n }),
    );
    expect(exists).toMatchObject({ streamId: 'feature-f1', expected: 'no stream', actual: 1 });
    const missing = translateEsdbError(
      P,
      new EsdbWrongExpectedVersionError(undefined, { streamName: 'pennant.feature-f1', expected: 3n, current: NO_STREAM }),
    );
    expect(missing).toMatchObject({ expected: '4', actual: 0 });
  });

  it('matches the client error by its `type` too (another copy of the client class), and passes other errors through', () => {
    const lookalike = Object.assign(new Error('wrong expected version'), {
      type: ErrorType.WRONG_EXPECTED_VERSION,
      streamName: 'pennant.project-p',
      expectedVersion: ANY,
      actualVersion: 0n,
    });
    expect(translateEsdbError(P, lookalike)).toMatchObject({ streamId: 'project-p', expected: 'any', actual: 1 });
    const other = new Error('unavailable');
    expect(translateEsdbError(P, other)).toBe(other);
    expect(isStreamNotFound(Object.assign(new Error('not found'), { type: ErrorType.STREAM_NOT_FOUND }))).toBe(true);
    expect(isStreamNotFound(other)).toBe(false);
  });
});
