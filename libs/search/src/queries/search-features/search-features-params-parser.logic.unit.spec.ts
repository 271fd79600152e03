import { BadDataError } from '@pennant/platform';
import { parseSearchParams as sut } from './search-features-params-parser.logic';
import { cheapestCpuTimeOf } from '../../../../../test/support/cpu-time';

function problemsOf(raw: Record<string, unknown>): { path?: string; message: string }[] {
  try {
    sut(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(BadDataError);
    return (error as BadDataError).details ?? [];
  }
  throw new Error(`expected 400 for ${JSON.stringify(raw)}`);
}

function rejects(raw: Record<string, unknown>, path: string): void {
  const problems = problemsOf(raw);
  expect(problems.map((p) => p.path)).toContain(path);
  for (const p of problems) expect(p.message).toContain(p.path);
}

describe('parseSearchParams', () => {
  it('gives the defaults for no parameter', () => {
    expect(sut({})).toEqual({
      query: [],
      project: null,
      type: null,
      state: null,
      createdBy: null,
      tag: null,
      segment: null,
      status: [],
      createdAt: null,
      lastSeenAt: null,
      lifecycle: null,
      favorite: null,
      archived: false,
      offset: 0,
      limit: 50,
      sortBy: { kind: 'column', column: 'createdAt' },
      sortOrder: 'asc',
      favoritesFirst: false,
    });
  });

  it("reads Unleash's lifecycle, lastSeenAt and favorite filters", () => {
    const params = sut({ lifecycle: 'IS_ANY_OF:pre-live,archived', lastSeenAt: 'IS_BEFORE:2026-11-22', favorite: 'IS:true' });
    expect(params.lifecycle).toEqual({ include: true, values: ['pre-live', 'archived'] });
    expect(params.lastSeenAt).toEqual({ operator: 'IS_BEFORE', date: '2026-11-22' });
    expect(params.favorite).toEqual({ include: true, values: [true] });
  });

  it('refuses an unknown lifecycle stage, a favorite that is not a boolean and an impossible lastSeenAt date', () => {
    rejects({ lifecycle: 'IS:done' }, 'query.lifecycle');
    rejects({ favorite: 'IS:yes' }, 'query.favorite');
    rejects({ favorite: 'IS:' }, 'query.favorite');
    rejects({ lastSeenAt: 'IS_BEFORE:2026-02-30' }, 'query.lastSeenAt');
  });

  it('splits query terms on commas, trimmed, empty ones dropped', () => {
    expect(sut({ query: ' foo , Bar,, ' }).query).toEqual(['foo', 'Bar']);
    expect(sut({ query: ' , ' }).query).toEqual([]);
    expect(sut({ query: '50%_off' }).query).toEqual(['50%_off']);
  });

  it.each([
    ['IS:default', { include: true, values: ['default'] }],
    ['IS_ANY_OF:a,b , c', { include: true, values: ['a', 'b', 'c'] }],
    ['IS_NOT:default', { include: false, values: ['default'] }],
    ['IS_NONE_OF:a,b', { include: false, values: ['a', 'b'] }],
    ['IS:', null],
    ['IS: , ', null],
  ])('reads project %s', (value, expected) => {
    expect(sut({ project: value }).project).toEqual(expected);
    expect(sut({ type: value }).type).toEqual(expected);
  });

  it('reads state (active/stale) and createdBy (user ids)', () => {
    expect(sut({ state: 'IS_ANY_OF:active,stale' }).state).toEqual({ include: true, values: [false, true] });
    expect(sut({ state: 'IS_NOT:stale' }).state).toEqual({ include: false, values: [true] });
    expect(sut({ createdBy: 'IS_ANY_OF:1,-42,2147483647' }).createdBy).toEqual({ include: true, values: [1, -42, 2147483647] });
    rejects({ state: 'IS:potentially-rotten' }, 'query.state');
    rejects({ createdBy: 'IS:bob' }, 'query.createdBy');
    rejects({ createdBy: 'IS:2147483648' }, 'query.createdBy');
    rejects({ createdBy: 'IS:1.5' }, 'query.createdBy');
  });

  it.each([
    ['INCLUDE', 'any'],
    ['INCLUDE_ANY_OF', 'any'],
    ['DO_NOT_INCLUDE', 'none'],
    ['EXCLUDE_IF_ANY_OF', 'none'],
    ['INCLUDE_ALL_OF', 'all'],
    ['EXCLUDE_ALL', 'not-all'],
  ])('reads tag and segment with %s', (operator, mode) => {
    expect(sut({ tag: `${operator}:simple:a, team:b:c,simple:a` }).tag).toEqual({
      mode,
      values: [
        { type: 'simple', value: 'a' },
        { type: 'team', value: 'b:c' },
      ],
    });
    expect(sut({ segment: `${operator}:seg one,seg2,seg2` }).segment).toEqual({ mode, values: ['seg one', 'seg2'] });
  });

  it.each([
    'EXCLUDE_ALL:simple',
    'EXCLUDE_ALL:simple,simple',
    'EXCLUDE_ALL:simple,simple:jest',
    'INCLUDE:simple:jest,other',
    'INCLUDE::value',
    'INCLUDE:type:',
    'INCLUDE:a:b\n',
    'INCLUDES:a:b',
    'include:a:b',
    'a:b',
  ])('rejects tag %j', (value) => rejects({ tag: value }, 'query.tag'));

  it.each([
    ['project', 'IS'],
    ['project', 'IS_EXACTLY:x'],
    ['project', 'IS:a\nb'],
    ['type', 'INCLUDE:release'],
    ['state', ':active'],
    ['createdBy', 'IS:1\r'],
    ['segment', 'IS:seg'],
    ['segment', 'INCLUDE:a\u2028'],
  ])('rejects %s=%j', (name, value) => rejects({ [name]: value }, `query.${name}`));

  it('reads status as repeated, comma-separated and status[] values', () => {
    expect(sut({ status: ['development:enabled', 'production:disabled, test:enabled'], 'status[]': 'x:y:enabled' }).status).toEqual([
      { environment: 'development', enabled: true },
      { environment: 'production', enabled: false },
      { environment: 'test', enabled: true },
      { environment: 'x:y', enabled: true },
    ]);
    for (const bad of ['development', 'development:on', ':enabled', 'development:enabled:x']) rejects({ status: bad }, 'query.status');
    rejects({ status: ['ok:enabled', 'bad'] }, 'query.status');
  });

  it('reads createdAt and rejects impossible dates', () => {
    expect(sut({ createdAt: 'IS_BEFORE:2024-02-29' }).createdAt).toEqual({ operator: 'IS_BEFORE', date: '2024-02-29' });
    expect(sut({ createdAt: 'IS_ON_OR_AFTER:2023-01-01' }).createdAt).toEqual({ operator: 'IS_ON_OR_AFTER', date: '2023-01-01' });
    for (const bad of [
      'IS_BEFORE:2023-02-29',
      'IS_BEFORE:2023-13-01',
      'IS_AFTER:2023-01-01',
      'IS_BEFORE:2023-01-01T00:00',
      'IS_BEFORE:23-01-01',
      'IS_BEFORE:2023-01-01\n',
    ]) {
      rejects({ createdAt: bad }, 'query.createdAt');
    }
  });

  it('reads archived as true/false or IS:true/IS:false', () => {
    expect(sut({ archived: 'true' }).archived).toBe(true);
    expect(sut({ archived: 'IS:true' }).archived).toBe(true);
    expect(sut({ archived: 'false' }).archived).toBe(false);
    expect(sut({ archived: 'IS:false' }).archived).toBe(false);
    for (const bad of ['yes', 'TRUE', 'IS_NOT:true', '1']) rejects({ archived: bad }, 'query.archived');
  });

  it('validates offset and limit as bounded integers', () => {
    expect(sut({ offset: '10', limit: '100' })).toMatchObject({ offset: 10, limit: 100 });
    expect(sut({ offset: '', limit: '' })).toMatchObject({ offset: 0, limit: 50 });
    for (const bad of ['-1', '1.5', 'abc', '1e3', ' 1', '99999999999']) rejects({ offset: bad }, 'query.offset');
    for (const bad of ['0', '-5', 'ten', '1.5', '2147483648', '99999999999']) rejects({ limit: bad }, 'query.limit');
    // Above Unleash's maximum of 100 a page size is capped, not refused.
    expect(sut({ limit: '101' })).toMatchObject({ limit: 100 });
    expect(sut({ limit: '2147483647' })).toMatchObject({ limit: 100 });
  });

  it('accepts the whitelisted sort fields and environment:<name> only', () => {
    for (const column of ['name', 'createdAt', 'type', 'stale', 'project', 'lastSeenAt'])
      expect(sut({ sortBy: column }).sortBy).toEqual({ kind: 'column', column });
    expect(sut({ sortBy: 'environment:production' }).sortBy).toEqual({ kind: 'environment', environment: 'production' });
    for (const bad of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'created_at', 'name;DROP TABLE x', 'environment:'])
      rejects({ sortBy: bad }, 'query.sortBy');
    expect(sut({ sortOrder: 'desc' }).sortOrder).toBe('desc');
    rejects({ sortOrder: 'DESC' }, 'query.sortOrder');
    expect(sut({ favoritesFirst: 'true' }).favoritesFirst).toBe(true);
    rejects({ favoritesFirst: 'yes' }, 'query.favoritesFirst');
  });

  it('rejects a repeated single-valued parameter, NUL characters, and reports every problem', () => {
    for (const name of ['query', 'project', 'tag', 'limit', 'sortBy', 'archived', 'createdAt'])
      rejects({ [name]: ['a', 'b'] }, `query.${name}`);
    rejects({ query: 'a\u0000b' }, 'query.query');
    const problems = problemsOf({ limit: '0', tag: 'nope', sortBy: '__proto__' });
    expect(problems.map((p) => p.path).sort()).toEqual(['query.limit', 'query.sortBy', 'query.tag']);
  });

  it('caps the number of values and query terms', () => {
    rejects({ project: `IS_ANY_OF:${Array.from({ length: 1001 }, (_, i) => `p${i}`).join(',')}` }, 'query.project');
    rejects({ query: Array.from({ length: 101 }, (_, i) => `t${i}`).join(',') }, 'query.query');
  });

  describe('hostile input (10 kB values that make the spec regexes backtrack)', () => {
    const pairs = ',a:b'.repeat(2500); // 10,000 characters
    const hostile: Record<string, string> = {
      query: `${pairs}\n`,
      project: `IS:${pairs}\n`,
      type: `IS_ANY_OF:${pairs}\n`,
      state: `IS_NONE_OF:${pairs}\n`,
      createdBy: `IS_NOT:${pairs}\n`,
      tag: `INCLUDE:a:b${pairs}\n`,
      segment: `EXCLUDE_ALL:${pairs}\n`,
      status: `a:enabled${pairs}\n`,
      createdAt: `IS_BEFORE:${pairs}\n`,
      archived: `IS:${pairs}\n`,
      offset: `1${pairs}`,
      limit: `1${pairs}`,
      sortBy: `environment:${pairs}\n`,
      sortOrder: `asc${pairs}`,
      favoritesFirst: `true${pairs}`,
    };

    // Bounds in CPU time, the cheapest of five runs: neither a loaded machine (waiting for a core) nor a GC or JIT pause fails them; a backtracking regex does.
    it.each(Object.keys(hostile))('answers %s within 50 ms of CPU time', async (name) => {
      const value = hostile[name];
      expect(value.length).toBeGreaterThanOrEqual(10_000);
      sut({}); // warm up
      const { result: outcome, ms } = await cheapestCpuTimeOf(() => {
        try {
          sut({ [name]: value });
          return 'accepted';
        } catch (error) {
          expect(error).toBeInstanceOf(BadDataError);
          return 'rejected';
        }
      });
      console.log(`hostile ${name} (${value.length} chars): ${outcome} in ${ms.toFixed(3)} ms of CPU`);
      expect(ms).toBeLessThan(50);
    });

    it('answers the accepted worst case (a 10 kB valid tag list) within 50 ms of CPU time', async () => {
      const value = `INCLUDE_ALL_OF:a:b${',  a:bcdefgh'.repeat(999)}`;
      const { result: parsed, ms } = await cheapestCpuTimeOf(() => sut({ tag: value }));
      console.log(`long valid tag (${value.length} chars): accepted in ${ms.toFixed(3)} ms of CPU`);
      expect(parsed.tag?.values).toEqual([
        { type: 'a', value: 'b' },
        { type: 'a', value: 'bcdefgh' },
      ]);
      expect(value.length).toBeGreaterThanOrEqual(10_000);
      expect(ms).toBeLessThan(50);
    });
  });
});
