import { PER_CALL_PLAN } from '@pennant/platform';
import { parseSearchParams } from './search-features-params-parser.logic';
import { buildSearchSql as sut, likePattern } from './search-features.sql';

describe('buildSearchSql', () => {
  it('never puts a user value into the SQL text', () => {
    const evil = `x'); DROP TABLE rm_search_features; --`;
    const params = parseSearchParams({
      query: evil,
      project: `IS_ANY_OF:${evil}`,
      type: `IS_NOT:${evil}`,
      tag: `INCLUDE_ALL_OF:${evil}:${evil}`,
      segment: `EXCLUDE_ALL:${evil}`,
      status: `${evil}:enabled`,
      sortBy: `environment:${evil}`,
      createdAt: 'IS_BEFORE:2024-01-01',
      sortOrder: 'desc',
      favoritesFirst: 'true',
    });
    const { text, values } = sut(params, 'user:7:u');
    expect(text).not.toContain('DROP');
    expect(text).not.toContain('2024-01-01');
    expect(JSON.stringify(values)).toContain('DROP TABLE');
    expect(text).toContain('m.favorite DESC');
    expect(text).toContain('m.sort_key DESC NULLS LAST');
  });

  it('tests one included value as an equality (index order kept) and several as = ANY; the status projects as an array', () => {
    const one = sut(
      parseSearchParams({
        project: 'IS:p1',
        type: 'IS_ANY_OF:release',
        state: 'IS:stale',
        createdBy: 'IS:7',
        status: 'development:enabled',
      }),
      'user:7:u',
    );
    expect(one.text).toContain('f.project = $2::text');
    expect(one.text).toContain('f.type = $3::text');
    expect(one.text).toContain('f.stale = $4::boolean');
    expect(one.text).toContain('f.created_by_id = $5::integer');
    expect(one.text).toContain('f.project = ANY(ARRAY(SELECT project FROM rm_search_project_environments WHERE environment = $6::text))');
    expect(one.values.slice(1, 5)).toEqual(['p1', 'release', true, 7]);
    const many = sut(parseSearchParams({ project: 'IS_ANY_OF:p1,p2', type: 'IS_NOT:release' }), 'user:7:u');
    expect(many.text).toContain('f.project = ANY($2::text[])');
    expect(many.text).toContain('NOT coalesce(f.type = ANY($3::text[]), false)');
    expect(many.values.slice(1, 3)).toEqual([['p1', 'p2'], ['release']]);
  });

  it('is a prepared statement (one generic plan per shape) unless a query term is shorter than a trigram', () => {
    const marked = (raw: Record<string, string>) => sut(parseSearchParams(raw), 'user:7:u').text.startsWith(PER_CALL_PLAN);
    expect(marked({ query: 'scale-12' })).toBe(false);
    expect(marked({ project: 'IS:p1', sortBy: 'createdAt' })).toBe(false);
    expect(marked({ query: 'ab' })).toBe(true);
    expect(marked({ query: 'long,x' })).toBe(true);
    expect(marked({ query: '\u{1F600}\u{1F600}' })).toBe(true);
  });

  it('makes %, _ and \\ literal in query terms', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
