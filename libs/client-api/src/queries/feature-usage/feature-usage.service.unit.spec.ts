import type { DataSource } from 'typeorm';
import { FeatureUsage } from './feature-usage.service';

/** A DataSource answering the two usage statements, counting reads; `down` makes them fail. */
function fakeDatabase() {
  const db = { reads: 0, down: false, yes: 3 };
  const dataSource = {
    query: async (sql: string) => {
      db.reads += 1;
      if (db.down) throw new Error('connection refused');
      return sql.includes('client_last_seen')
        ? [{ feature_name: 'a', environment: 'development', last_seen_at: new Date('2026-11-23T10:00:00Z') }]
        : [
            { feature_name: 'a', environment: 'development', yes: String(db.yes), no: '1' },
            { feature_name: 'b', environment: 'production', yes: '2', no: '0' },
          ];
    },
  } as unknown as DataSource;
  return { db, dataSource };
}

describe('FeatureUsage', () => {
  it('reads usage once, then serves it from memory for 5 s or until this node flushed', async () => {
    const { db, dataSource } = fakeDatabase();
    let now = Date.parse('2026-11-23T10:30:00Z');
    const sut = new FeatureUsage(dataSource, { now: () => new Date(now) });
    const first = await sut.snapshot();
    expect(first.get('a')?.get('development')).toEqual({ lastSeenAt: new Date('2026-11-23T10:00:00Z'), yes: 3, no: 1 });
    expect(first.get('b')?.get('production')).toEqual({ lastSeenAt: null, yes: 2, no: 0 });
    expect(db.reads).toBe(2);
    now += 4999;
    await sut.snapshot();
    expect(db.reads).toBe(2);
    now += 1;
    db.yes = 4;
    expect((await sut.snapshot()).get('a')?.get('development')?.yes).toBe(4);
    expect(db.reads).toBe(4);
    db.yes = 5;
    sut.invalidate();
    expect((await sut.snapshot()).get('a')?.get('development')?.yes).toBe(5);
    expect(db.reads).toBe(6);
  });

  it('keeps the last usage read while the database cannot be read, and retries after 5 s', async () => {
    const { db, dataSource } = fakeDatabase();
    let now = 0;
    const sut = new FeatureUsage(dataSource, { now: () => new Date(now) });
    const good = await sut.snapshot();
    db.down = true;
    sut.invalidate();
    expect(await sut.snapshot()).toBe(good);
    const reads = db.reads;
    expect(await sut.snapshot()).toBe(good);
    expect(db.reads).toBe(reads);
    db.down = false;
    db.yes = 7;
    now += 5000;
    expect((await sut.snapshot()).get('a')?.get('development')?.yes).toBe(7);
  });
});
