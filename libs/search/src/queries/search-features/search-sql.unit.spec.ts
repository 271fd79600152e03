import { parseSearchParams } from './search-params.parser';
import { buildSearchSql as sut, likePattern } from './search-sql';

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
    const { text, values } = sut(params, 7);
    expect(text).not.toContain('DROP');
    expect(text).not.toContain('2024-01-01');
    expect(JSON.stringify(values)).toContain('DROP TABLE');
    expect(text).toContain('m.favorite DESC');
    expect(text).toContain('m.sort_key DESC NULLS LAST');
  });

  it('makes %, _ and \\ literal in query terms', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
