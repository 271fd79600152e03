import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import type { EventType, RecordedEvent } from '@pennant/events';
import { ItemIdTakenError } from './item-id-taken.error';
import { PG_POOL } from './tokens';

/** The sequences of migration 0330. */
export type SequenceName =
  | 'segment_ids'
  | 'user_ids'
  | 'pat_ids'
  | 'role_ids'
  | 'group_ids'
  | 'banner_ids'
  | 'addon_ids'
  | 'signal_endpoint_ids'
  | 'signal_endpoint_token_ids';

/** Where a kind's integer ids come from, and how to find the ids already given in the log. */
export interface IdSequence {
  name: SequenceName;
  /** The events that give an id (their `idOf`). */
  createdTypes: readonly EventType[];
  idOf(event: RecordedEvent): number | null;
}

/** Creates on taken ids before the error reaches the client (each re-reads the log's highest id). */
const MAX_TAKEN = 5;
const SCAN_BATCH = 2000;

/**
 * Integer ids without a shared stream (ADR 0031): a PostgreSQL sequence per kind. Uniqueness is
 * the item stream's ("stream must not exist"); the sequence only has to be ahead of the log, so
 * the first allocation of a process raises it past the highest id the log holds — legacy
 * registry streams and restored logs included — and a create that still finds its id taken
 * (`ItemIdTakenError`) raises it again and takes the next one.
 */
@Injectable()
export class IdAllocator {
  private readonly floors = new Map<SequenceName, Promise<void>>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async next(sequence: IdSequence): Promise<number> {
    await this.raiseOnce(sequence);
    const { rows } = await this.pool.query<{ id: string }>('SELECT nextval($1::regclass) AS id', [sequence.name]);
    return Number(rows[0].id);
  }

  /** Runs `create` with a fresh id; an id found taken is skipped (the sequence is raised first). */
  async withNewId<R>(sequence: IdSequence, create: (id: number) => Promise<R>): Promise<R> {
    for (let taken = 0; ; taken += 1) {
      const id = await this.next(sequence);
      try {
        return await create(id);
      } catch (error) {
        if (!(error instanceof ItemIdTakenError) || taken + 1 >= MAX_TAKEN) throw error;
        this.floors.delete(sequence.name);
      }
    }
  }

  private raiseOnce(sequence: IdSequence): Promise<void> {
    let raising = this.floors.get(sequence.name);
    if (!raising) {
      raising = this.raise(sequence).catch((error: unknown) => {
        this.floors.delete(sequence.name);
        throw error;
      });
      this.floors.set(sequence.name, raising);
    }
    return raising;
  }

  /** Moves the sequence past the highest id in the log (never backwards). */
  private async raise(sequence: IdSequence): Promise<void> {
    let highest = 0;
    for (let after = 0; ;) {
      const batch = await this.store.readAll({ after, limit: SCAN_BATCH, types: sequence.createdTypes });
      for (const event of batch.events) highest = Math.max(highest, sequence.idOf(event) ?? 0);
      if (batch.events.length < SCAN_BATCH) break;
      after = batch.scannedUpTo;
    }
    if (highest === 0) return;
    await this.pool.query(
      `SELECT setval($1::regclass, $2::bigint) FROM pg_sequences
        WHERE schemaname = current_schema() AND sequencename = $3 AND coalesce(last_value, 0) < $2::bigint`,
      [sequence.name, highest, sequence.name],
    );
  }
}
