import { ConfigError, loadConfig } from './config';

describe('config: event store selection', () => {
  it('defaults to PostgreSQL', () => {
    expect(loadConfig({})).toMatchObject({ eventStore: 'postgres', esdbConnectionString: null });
  });

  it('selects EventStoreDB with its connection string', () => {
    expect(loadConfig({ EVENT_STORE: 'esdb', ESDB_CONNECTION_STRING: 'esdb://eventstoredb:2113?tls=false' })).toMatchObject({
      eventStore: 'esdb',
      esdbConnectionString: 'esdb://eventstoredb:2113?tls=false',
    });
  });

  it('refuses esdb without a connection string, unknown stores and malformed connection strings', () => {
    expect(() => loadConfig({ EVENT_STORE: 'esdb' })).toThrow(/EVENT_STORE=esdb requires ESDB_CONNECTION_STRING/);
    expect(() => loadConfig({ EVENT_STORE: 'mongo' })).toThrow(ConfigError);
    expect(() => loadConfig({ EVENT_STORE: 'esdb', ESDB_CONNECTION_STRING: 'http://x:2113' })).toThrow(/esdb:\/\//);
  });
});
