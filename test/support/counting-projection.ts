import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresEventStore } from '@pennant/event-store';
import type { DomainEvent, EventMetadata, EventType, RecordedEvent } from '@pennant/events';
import type { AfterCommit, Projection, SqlExecutor } from '@pennant/projections';

export const TEST_METADATA: EventMetadata = {
  actor: { id: 7, name: 'tester', kind: 'user' },
  correlationId: 'c',
  causationId: null,
  schemaVersion: 1,
};

/** An event of the generic kind, tagged with a marker the test projections can react to. */
export function genericEvent(type: 'strategy-created' | 'strategy-updated', i: number, marker = 'ok'): DomainEvent {
  // Runtime tests only need a type and a marker; the data is not a real strategy definition.
  return { type, data: { data: { i, marker } } } as unknown as DomainEvent;
}

/**
 * A tiny projection for runtime tests: counts events per stream (`n = n + 1`, so a double
 * application shows) and logs every applied position (no unique key, so a duplicate shows).
 * `applied` records what `apply` was called with, committed or not.
 */
export class CountingProjection implements Projection {
  readonly version = 1;
  readonly applied: number[] = [];
  readonly tables: string[];

  constructor(
    readonly name: string,
    readonly handles: readonly EventType[] = ['strategy-created'],
    /** Throws while applying an event whose data carries this marker. */
    private readonly poison: string | null = null,
  ) {
    this.tables = [`${this.table}_counts`, `${this.table}_log`];
  }

  get table(): string {
    return `t_${this.name.replace(/[^a-z0-9]/g, '_')}`;
  }

  async createTables(sql: Pool): Promise<void> {
    await sql.query(`CREATE TABLE ${this.table}_counts (stream_id text PRIMARY KEY, n integer NOT NULL)`);
    await sql.query(`CREATE TABLE ${this.table}_log (position bigint NOT NULL)`);
  }

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void | AfterCommit> {
    for (const event of events) {
      const marker = (event.data as { data?: { marker?: string } }).data?.marker;
      if (this.poison !== null && marker === this.poison) throw new Error(`poisoned event at ${event.position}`);
      this.applied.push(event.position);
    }
    await sql.query(
      `INSERT INTO ${this.table}_counts (stream_id, n) SELECT s, count(*) FROM unnest($1::text[]) s GROUP BY s
       ON CONFLICT (stream_id) DO UPDATE SET n = ${this.table}_counts.n + excluded.n`,
      [events.map((e) => e.streamId)],
    );
    await sql.query(`INSERT INTO ${this.table}_log (position) SELECT unnest($1::bigint[])`, [events.map((e) => e.position)]);
  }

  async counts(sql: Pool): Promise<Record<string, number>> {
    const { rows } = await sql.query<{ stream_id: string; n: number }>(`SELECT stream_id, n FROM ${this.table}_counts ORDER BY stream_id`);
    return Object.fromEntries(rows.map((r) => [r.stream_id, r.n]));
  }

  async loggedPositions(sql: Pool): Promise<number[]> {
    const { rows } = await sql.query<{ position: string }>(`SELECT position FROM ${this.table}_log ORDER BY position`);
    return rows.map((r) => Number(r.position));
  }
}

/** A store + data source pair on one database, as a process would hold them. */
export interface Connections {
  pool: Pool;
  store: PostgresEventStore;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function connect(url: string): Promise<Connections> {
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = new PostgresEventStore(pool, url);
  const dataSource = await new DataSource({ type: 'postgres', url, entities: [], synchronize: false, extra: { max: 8 } }).initialize();
  return {
    pool,
    store,
    dataSource,
    close: async () => {
      await store.close();
      await dataSource.destroy();
      await pool.end();
    },
  };
}
