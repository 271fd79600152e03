import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** The columns the chain covers, as PostgreSQL renders them (jsonb's normalised text, UTC time). */
export interface ChainRow {
  position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
  hash: Buffer;
}

export interface ChainBreak {
  position: number;
  eventId: string;
  reason: string;
}

export interface ChainReport {
  ok: boolean;
  /** Events whose hash was recomputed. */
  checked: number;
  /** Hash of the last event checked (hex): anchor it elsewhere to detect a rewritten chain. */
  headHash: string | null;
  headPosition: number;
  firstBroken: ChainBreak | null;
  /**
   * Events missing at the end: the log stops before a head recorded elsewhere — the projection
   * checkpoints (every read model saw the events it was built from) or the head the caller kept
   * (`expectedHead`). A truncated log is an empty chain that verifies; this is what tells it.
   */
  missingTail: { recordedPosition: number; recordedBy: string; reason: string } | null;
}

/** A head kept outside the log (a previous report's `headPosition`/`headHash`). */
export interface ExpectedHead {
  position: number;
  hash: string;
}

/** `<byte length>:<text>` per field, concatenated: no field can borrow another's bytes. */
export function canonicalContent(row: Omit<ChainRow, 'hash'>): Buffer {
  const fields = [row.position, row.event_id, row.stream_id, String(row.stream_version), row.type, row.data, row.metadata, row.created_at];
  return Buffer.from(fields.map((f) => `${Buffer.byteLength(f, 'utf8')}:${f}`).join(''), 'utf8');
}

export function chainHash(previous: Buffer, row: Omit<ChainRow, 'hash'>): Buffer {
  return createHash('sha256').update(previous).update(canonicalContent(row)).digest();
}

const SELECT_ROWS = `
  SELECT position::text AS position, event_id::text AS event_id, stream_id, stream_version, type,
         data::text AS data, metadata::text AS metadata,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, hash
    FROM es_events WHERE position > $1 ORDER BY es_events.position LIMIT $2`;

/**
 * Recomputes the hash chain of the whole log in position order, in batches (constant memory),
 * and reports the first event whose stored hash differs from the recomputed one: the event itself
 * was changed, or one before it was changed or removed (its successor no longer links).
 */
export async function verifyHashChain(pool: Pool, batchSize = 2000, expectedHead: ExpectedHead | null = null): Promise<ChainReport> {
  let previous: Buffer = Buffer.alloc(0);
  let after = 0;
  let checked = 0;
  let anchorMismatch: ChainBreak | null = null;
  for (;;) {
    const { rows } = await pool.query<ChainRow>(SELECT_ROWS, [after, batchSize]);
    for (const row of rows) {
      const expected = chainHash(previous, row);
      if (!row.hash || !expected.equals(row.hash)) {
        const reason = row.hash
          ? 'stored hash does not match the recomputed chain: this event, or one before it, was changed or removed'
          : 'no hash stored';
        return {
          ok: false,
          checked,
          headHash: previous.length ? previous.toString('hex') : null,
          headPosition: after,
          firstBroken: { position: Number(row.position), eventId: row.event_id, reason },
          missingTail: null,
        };
      }
      previous = expected;
      after = Number(row.position);
      checked += 1;
      if (expectedHead && after === expectedHead.position && previous.toString('hex') !== expectedHead.hash.toLowerCase()) {
        anchorMismatch ??= {
          position: after,
          eventId: row.event_id,
          reason: 'the chain at the kept head position has another hash: the log before it was rewritten',
        };
      }
    }
    if (rows.length < batchSize) break;
  }
  const headHash = checked ? previous.toString('hex') : null;
  if (anchorMismatch) return { ok: false, checked, headHash, headPosition: after, firstBroken: anchorMismatch, missingTail: null };
  const missingTail = await tailProblem(pool, after, expectedHead);
  return { ok: missingTail === null, checked, headHash, headPosition: after, firstBroken: null, missingTail };
}

/** The head recorded outside the log beyond the last event, if any (see ChainReport.missingTail). */
async function tailProblem(pool: Pool, head: number, expectedHead: ExpectedHead | null): Promise<ChainReport['missingTail']> {
  if (expectedHead && expectedHead.position > head) {
    return {
      recordedPosition: expectedHead.position,
      recordedBy: 'the expected head',
      reason: `the log ends at position ${head}, before the kept head ${expectedHead.position}: events were removed`,
    };
  }
  const { rows } = await pool.query<{ name: string; position: string }>(
    'SELECT name, position::text AS position FROM projection_checkpoints WHERE position > $1 ORDER BY position DESC LIMIT 1',
    [head],
  );
  if (rows.length === 0) return null;
  const recorded = Number(rows[0].position);
  return {
    recordedPosition: recorded,
    recordedBy: `the checkpoint of projection "${rows[0].name}"`,
    reason: `the log ends at position ${head}, but projection "${rows[0].name}" has read events up to ${recorded}: events were removed or the log was truncated`,
  };
}
