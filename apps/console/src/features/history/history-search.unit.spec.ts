import { isLive, matchesLive, parseHistorySearch, toExportQuery, toSearchQuery, toStreamQuery, withFilter } from './history-search';

describe('history URL state', () => {
  it('keeps only known, non-empty values from the address bar', () => {
    expect(
      parseHistorySearch({
        feature: 'checkout',
        type: 'feature-created, feature-updated',
        offset: '50',
        limit: '50',
        event: '12',
        junk: 'x',
        actor: '',
      }),
    ).toEqual({ feature: 'checkout', type: 'feature-created, feature-updated', offset: 50, event: 12 });
    expect(parseHistorySearch({ offset: '-1', limit: '5000', event: 'abc' })).toEqual({});
  });

  it('asks the search API in its own IS:/IS_ANY_OF: syntax, the stream and the export in theirs', () => {
    const search = { project: 'web', feature: 'checkout', type: 'feature-created,feature-updated', createdBy: 'alice', from: '2026-11-01' };
    expect(toSearchQuery(search)).toEqual({
      query: undefined,
      project: 'IS:web',
      feature: 'IS:checkout',
      type: 'IS_ANY_OF:feature-created,feature-updated',
      createdBy: 'IS:alice',
      from: 'IS:2026-11-01',
      to: undefined,
      offset: '0',
      limit: '50',
    });
    expect(toStreamQuery(search, 41)).toEqual({
      lastEventId: '41',
      project: 'web',
      feature: 'checkout',
      type: 'feature-created,feature-updated',
    });
    expect(toExportQuery(search)).toEqual({ project: 'web', type: undefined, from: '2026-11-01', to: undefined });
    expect(toExportQuery({ type: 'feature-created' }).type).toBe('feature-created');
  });

  it('is live only on the first page of an open-ended range', () => {
    expect(isLive({})).toBe(true);
    expect(isLive({ offset: 50 })).toBe(false);
    expect(isLive({ to: '2026-11-01' })).toBe(false);
  });

  it('applies the filters the stream lacks (actor by name or id, text) to streamed events', () => {
    const event = {
      id: 5,
      type: 'feature-updated',
      createdBy: 'alice',
      createdByUserId: 3,
      project: 'web',
      featureName: 'checkout',
      data: { description: 'Blue button' },
    };
    expect(matchesLive({ createdBy: 'alice' }, event)).toBe(true);
    expect(matchesLive({ createdBy: '3' }, event)).toBe(true);
    expect(matchesLive({ createdBy: 'bob' }, event)).toBe(false);
    expect(matchesLive({ query: 'blue' }, event)).toBe(true);
    expect(matchesLive({ query: 'green' }, event)).toBe(false);
  });

  it('starts again at the first page with no event open when a filter changes', () => {
    expect(withFilter({ feature: 'a', offset: 50, event: 9 }, { createdBy: 'bob' })).toEqual({ feature: 'a', createdBy: 'bob' });
    expect(withFilter({ feature: 'a' }, { feature: undefined })).toEqual({});
  });
});
