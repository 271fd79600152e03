import type { Pool } from 'pg';
import { EsdbEventStore, PostgresEventStore } from '@pennant/event-store';
import { loadConfig } from '@pennant/platform';
import { openEventStore, requirePostgresStore } from './cli-event-store';
import { takeHttpTarget } from './http-target';

// Which event store and which server the CLI talks to, decided from the configuration alone
// (no server needed: EventStoreDB cannot run on these machines).

describe('the CLI event store', () => {
  // Never queried: choosing the store only constructs it (a unit spec opens no database).
  const pool = {} as Pool;

  it('is EventStoreDB with EVENT_STORE=esdb: a rebuild reads the configured log, not PostgreSQL es_events', async () => {
    const config = loadConfig({
      EVENT_STORE: 'esdb',
      ESDB_CONNECTION_STRING: 'esdb://127.0.0.1:2113?tls=false',
      DATABASE_URL: 'postgresql://x@127.0.0.1/pennant',
    });
    const sut = openEventStore(config, pool, 'postgresql://x@127.0.0.1/pennant');
    expect(sut).toBeInstanceOf(EsdbEventStore);
    await sut.close();
  });

  it('is PostgreSQL by default', async () => {
    const sut = openEventStore(loadConfig({ DATABASE_URL: 'postgresql://x@127.0.0.1/pennant' }), pool, 'postgresql://x@127.0.0.1/pennant');
    expect(sut).toBeInstanceOf(PostgresEventStore);
    await sut.close();
  });

  it('refuses the commands that read es_events directly when the log is in EventStoreDB', () => {
    const config = loadConfig({ EVENT_STORE: 'esdb', ESDB_CONNECTION_STRING: 'esdb://127.0.0.1:2113?tls=false' });
    expect(() => requirePostgresStore(config, 'events verify')).toThrow(
      'events verify reads the PostgreSQL event store, but EVENT_STORE=esdb',
    );
    expect(() => requirePostgresStore(loadConfig({}), 'events verify')).not.toThrow();
  });
});

describe('the CLI server target', () => {
  it('takes --url from anywhere in the arguments and the token from PENNANT_TOKEN', () => {
    expect(takeHttpTarget(['projections', '--url', 'http://node-1:4242/', 'status'], { PENNANT_TOKEN: 't' })).toEqual({
      target: { url: 'http://node-1:4242', token: 't' },
      rest: ['projections', 'status'],
    });
    expect(takeHttpTarget(['events', 'verify'], { PENNANT_URL: 'https://pennant.example', PENNANT_TOKEN: 't' }).target).toEqual({
      url: 'https://pennant.example',
      token: 't',
    });
  });

  it('is the database without a URL', () => {
    expect(takeHttpTarget(['events', 'verify'], {})).toEqual({ target: null, rest: ['events', 'verify'] });
  });

  it('refuses a URL without a token, a missing value and a non-HTTP address', () => {
    expect(() => takeHttpTarget(['--url', 'http://x'], {})).toThrow('PENNANT_TOKEN is required');
    expect(() => takeHttpTarget(['events', '--url'], { PENNANT_TOKEN: 't' })).toThrow('--url needs the server address');
    expect(() => takeHttpTarget(['--url', 'ftp://x'], { PENNANT_TOKEN: 't' })).toThrow('must be an http:// or https:// address');
  });
});
