import { Pool, type PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { DEFAULT_PREPARED_STATEMENT_POLICY, PER_CALL_PLAN, preparingClientClass, StatementCatalog } from './prepared-statements';

/** Runs against the embedded PostgreSQL: what is prepared is read back from pg_prepared_statements. */
describe('prepared statements (PreparingClient)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let client: PoolClient | undefined;

  const preparedTexts = async (): Promise<string[]> =>
    ((await client!.query('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows as { statement: string }[]).map(
      (r) => r.statement,
    );

  const open = async (policy = DEFAULT_PREPARED_STATEMENT_POLICY): Promise<PoolClient> => {
    pool = new Pool({ connectionString: db.url, max: 2, Client: preparingClientClass(new StatementCatalog(policy)) });
    client = await pool.connect();
    return client;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    if (!client) return;
    client.release();
    client = undefined;
    await pool.end();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('prepares a parameterised text from its second use on, and answers as before', async () => {
    const client = await open();
    const text = 'SELECT $1::int + 1 AS n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect(await preparedTexts()).toEqual([]);
    expect((await client.query(text, [2])).rows).toEqual([{ n: 3 }]);
    expect((await client.query(text, [3])).rows).toEqual([{ n: 4 }]);
    expect(await preparedTexts()).toEqual([text]);
  });

  it('leaves texts without parameters, marked per-call texts and long texts unnamed', async () => {
    const client = await open();
    const perCall = `${PER_CALL_PLAN}SELECT $1::text AS v`;
    const long = `SELECT $1::int AS v -- ${'x'.repeat(DEFAULT_PREPARED_STATEMENT_POLICY.maxTextLength)}`;
    for (let i = 0; i < 3; i++) {
      await client.query('SELECT 1 AS one');
      expect((await client.query(perCall, ['a'])).rows).toEqual([{ v: 'a' }]);
      expect((await client.query(long, [i])).rows).toEqual([{ v: i }]);
    }
    expect(await preparedTexts()).toEqual([]);
  });

  it('keeps at most maxPerConnection statements on a connection; the rest run unnamed', async () => {
    const client = await open({ ...DEFAULT_PREPARED_STATEMENT_POLICY, maxPerConnection: 2 });
    for (let n = 0; n < 4; n++) {
      for (let i = 0; i < 2; i++) expect((await client.query(`SELECT $1::int * ${n} AS v`, [i])).rows).toEqual([{ v: i * n }]);
    }
    expect(await preparedTexts()).toEqual(['SELECT $1::int * 0 AS v', 'SELECT $1::int * 1 AS v']);
  });

  it('reports errors with their SQLSTATE through promises and callbacks, and the connection stays usable', async () => {
    const client = await open();
    await client.query('CREATE TABLE t_unique (id int PRIMARY KEY)');
    const insert = 'INSERT INTO t_unique (id) VALUES ($1)';
    await client.query(insert, [1]);
    await client.query(insert, [2]);
    await expect(client.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
    const viaCallback = await new Promise<{ code?: string }>((resolve) => {
      void pool.query(insert, [2], (error) => resolve(error as { code?: string }));
    });
    expect(viaCallback).toMatchObject({ code: '23505' });
    await client.query(insert, [3]);
    expect((await client.query('SELECT count(*)::int AS n FROM t_unique')).rows).toEqual([{ n: 3 }]);
  });

  it('prepares the text again when a table behind it changed its columns', async () => {
    const client = await open();
    await client.query('CREATE TABLE t_shape (id int, a text)');
    await client.query(`INSERT INTO t_shape VALUES (1, 'x')`);
    const select = 'SELECT * FROM t_shape WHERE id = $1';
    await client.query(select, [1]);
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    await client.query(`ALTER TABLE t_shape ADD COLUMN b text DEFAULT 'y'`);
    // PostgreSQL refuses the old statement once; the client then prepares the text anew.
    await expect(client.query(select, [1])).rejects.toThrow('cached plan must not change result type');
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
  });

  it('serves TypeORM through extra.Client, prepared statements included', async () => {
    const dataSource = await new DataSource({
      type: 'postgres',
      url: db.url,
      entities: [],
      extra: { max: 1, Client: preparingClientClass(new StatementCatalog()) },
    }).initialize();
    try {
      const text = 'SELECT $1::text AS v';
      for (const v of ['a', 'b', 'c']) expect(await dataSource.query(text, [v])).toEqual([{ v }]);
      const prepared = (await dataSource.query('SELECT statement FROM pg_prepared_statements')) as { statement: string }[];
      expect(prepared.map((r) => r.statement)).toEqual([text]);
    } finally {
      await dataSource.destroy();
    }
  });
});
