import { hasFilters, parseFlagSearch, toApiQuery, withFilter } from './flag-search';
import { formatMatchFilter, formatSetFilter, formatStatus, parseDateFilter, parseFilter, parseStatus, setModeOf } from './filter-syntax';

describe('flag search URL state', () => {
  it('keeps the filters of a pasted link and drops what the API would refuse', () => {
    const sut = parseFlagSearch({
      query: 'checkout',
      project: 'IS_ANY_OF:web,app',
      archived: true,
      offset: 100,
      limit: 25,
      sortOrder: 'sideways',
      favoritesFirst: 'true',
      junk: 'x',
    });
    expect(sut).toEqual({ query: 'checkout', project: 'IS_ANY_OF:web,app', archived: true, offset: 100, limit: 25, favoritesFirst: true });
  });

  it('reads numbers the router parsed from the query string as text where the API wants text', () => {
    expect(parseFlagSearch({ query: 123, offset: '-5', limit: 1000 })).toEqual({ query: '123' });
  });

  it('asks the API for newest first by default, ascending once a column is chosen', () => {
    expect(toApiQuery({})).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc', offset: '0', limit: '50' });
    expect(toApiQuery({ sortBy: 'name' })).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });

  it('sends one status item per environment and archived only when asked', () => {
    const query = toApiQuery({ status: 'production:enabled, development:disabled', archived: true, favoritesFirst: true });
    expect(query.status).toEqual(['production:enabled', 'development:disabled']);
    expect(query.archived).toBe('true');
    expect(query.favoritesFirst).toBe('true');
    expect(toApiQuery({}).archived).toBeUndefined();
  });

  it('goes back to the first page when a filter changes and forgets cleared filters', () => {
    expect(withFilter({ offset: 150, type: 'IS:release', query: 'a' }, { query: '' })).toEqual({ type: 'IS:release' });
    expect(hasFilters({ sortBy: 'name', offset: 50 })).toBe(false);
    expect(hasFilters({ createdAt: 'IS_BEFORE:2026-01-01' })).toBe(true);
  });
});

describe('filter syntax', () => {
  it('writes the one-value and several-value operators', () => {
    expect(formatMatchFilter(true, ['web'])).toBe('IS:web');
    expect(formatMatchFilter(true, ['web', 'app'])).toBe('IS_ANY_OF:web,app');
    expect(formatMatchFilter(false, ['web'])).toBe('IS_NOT:web');
    expect(formatMatchFilter(false, ['web', 'app'])).toBe('IS_NONE_OF:web,app');
    expect(formatMatchFilter(true, [])).toBeUndefined();
  });

  it('reads tag filters whose values hold a colon', () => {
    expect(parseFilter('INCLUDE_ALL_OF:simple:a,team:b')).toEqual({ operator: 'INCLUDE_ALL_OF', values: ['simple:a', 'team:b'] });
    expect(setModeOf(parseFilter('INCLUDE_ALL_OF:simple:a'))).toBe('all');
    expect(setModeOf(parseFilter('DO_NOT_INCLUDE:simple:a'))).toBe('none');
    expect(formatSetFilter('none', ['s1'])).toBe('EXCLUDE_IF_ANY_OF:s1');
    expect(parseFilter('nonsense')).toBeNull();
  });

  it('round-trips environment status and date filters', () => {
    const map = parseStatus('production:enabled,dev:disabled,bad,x:maybe');
    expect([...map]).toEqual([
      ['production', true],
      ['dev', false],
    ]);
    expect(formatStatus(map)).toBe('production:enabled,dev:disabled');
    expect(parseDateFilter('IS_BEFORE:2026-02-03')).toEqual({ operator: 'IS_BEFORE', date: '2026-02-03' });
    expect(parseDateFilter('IS_AFTER:2026-02-03')).toBeNull();
  });
});
