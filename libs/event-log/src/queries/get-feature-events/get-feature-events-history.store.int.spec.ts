import { Readable } from 'node:stream';
import type { DomainEvent } from '@pennant/events';
import { featureCreated, featureStale, featureToggled } from '../../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../../test/support/projection-harness';
import { EventLogProjection } from '../../projections/event-log.projection';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../event-row.response';
import { featureHistory as sut, type EventRowReader } from './get-feature-events-history.store';

/**
 * A flag's history read page by page (ADR 0061): the same answer as building it whole, and never
 * more than about two pages in memory however long the history — proved by counting what the
 * reader has fetched against what the client has taken, not by timing or heap sampling.
 */
describe('featureHistory (GET /api/admin/events/{featureName})', () => {
  let h: ProjectionHarness;
  const BATCH = 50;
  const EVENTS = 1 + 20 * 26 + 3; // created, 520 toggles and stale flips, 3 more: pages of 50 and a short last one

  /** The answer as it was built before it was streamed: every row, mapped, serialised whole. */
  async function wholeAnswer(name: string): Promise<string> {
    const rows = await h.rows<EventLogRow>(`SELECT ${EVENT_COLUMNS} FROM rm_event_log WHERE feature_name = $1 ORDER BY id DESC`, [name]);
    return JSON.stringify({ version: 1, toggleName: name, events: rows.map(toEvent), totalEvents: rows.length });
  }

  /** The real database, with the rows each statement answered counted. */
  function recording(): EventRowReader & { fetched: number; statements: number[] } {
    const reader = {
      fetched: 0,
      statements: [] as number[],
      query: async (text: string, values: unknown[]) => {
        const { rows } = await h.sql.query(text, values);
        reader.fetched += rows.length;
        reader.statements.push(rows.length);
        return rows as unknown[];
      },
    };
    return reader;
  }

  beforeAll(async () => {
    h = await createProjectionHarness();
    const events: DomainEvent[] = [featureCreated('long', { description: 'a flag with a long history' })];
    for (let i = 0; i < 20; i += 1)
      for (let k = 0; k < 26; k += 1)
        events.push(
          k % 2 === 0 ? featureToggled('long', k % 4 === 0 ? 'production' : 'development', i % 2 === 0) : featureStale('long', k % 4 === 1),
        );
    events.push(featureToggled('long', 'production', true), featureStale('long', true), featureStale('long', false));
    await h.append(events, { streamId: 'feature-long' });
    await h.append([featureCreated('short'), featureToggled('short', 'development', true)], { streamId: 'feature-short' });
    await h.project(new EventLogProjection());
  });
  afterAll(() => h.close());

  it('answers a history shorter than a page whole, in one statement, as serialising the whole answer would', async () => {
    const reader = recording();
    const answer = await sut(reader, 'short', BATCH);
    expect(typeof answer).toBe('string');
    expect(answer).toBe(await wholeAnswer('short'));
    expect(reader.statements).toEqual([2]);
  });

  it('answers an unknown flag with an empty history', async () => {
    const answer = await sut(recording(), 'no-such-flag', BATCH);
    expect(JSON.parse(answer as string)).toEqual({ version: 1, toggleName: 'no-such-flag', events: [], totalEvents: 0 });
  });

  it('streams a longer history page by page, byte for byte the whole answer, events newest first without gaps', async () => {
    const reader = recording();
    const answer = await sut(reader, 'long', BATCH);
    expect(answer).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of answer as Readable) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toBe(await wholeAnswer('long'));
    const parsed = JSON.parse(text) as { events: { id: number }[]; totalEvents: number };
    expect(parsed.totalEvents).toBe(EVENTS);
    expect(new Set(parsed.events.map((e) => e.id)).size).toBe(EVENTS);
    // Every statement read at most a page: 11 full pages of 50, then the short last one.
    expect(reader.statements).toEqual([...Array<number>(Math.floor(EVENTS / BATCH)).fill(BATCH), EVENTS % BATCH]);
  });

  it('reads a page only when the client has taken the ones before: never more than two pages ahead of the client', async () => {
    const reader = recording();
    const stream = (await sut(reader, 'long', BATCH)) as Readable;
    let taken = 0;
    let mostAhead = 0;
    for await (const chunk of stream) {
      // The client takes one chunk, then lets the stream run as long as it wants before the next:
      // a reader that fetched ahead of the client would show it here.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 5));
      taken += (String(chunk).match(/"groupType"/g) ?? []).length;
      mostAhead = Math.max(mostAhead, reader.fetched - taken);
    }
    expect(taken).toBe(EVENTS);
    expect(reader.fetched).toBe(EVENTS);
    expect(mostAhead).toBeLessThanOrEqual(2 * BATCH);
  });

  it('serves rows written before bodies were kept (migration 0531) from their columns, in the same text', async () => {
    const withBodies = await wholeAnswer('long');
    await h.sql.query(`UPDATE rm_event_log SET body = NULL WHERE feature_name = 'long' AND id % 3 = 0`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await sut(recording(), 'long', BATCH)) as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(withBodies);
  });

  it('stops reading when the client goes away', async () => {
    const reader = recording();
    const stream = (await sut(reader, 'long', BATCH)) as Readable;
    for await (const chunk of stream) {
      expect(String(chunk)).toContain('"toggleName":"long"');
      break; // leaving the loop destroys the stream, as Fastify does when the response closes
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.destroyed).toBe(true);
    expect(reader.fetched).toBeLessThanOrEqual(2 * BATCH);
  });
});
