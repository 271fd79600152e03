import { deltaEtag, heldRevision, lastEventIdOf } from './client-deltas-revision.logic';

describe('delta revisions in ETag / If-None-Match and Last-Event-ID', () => {
  it('reads the revision an SDK holds from its If-None-Match (weak tags and lists too), nothing else', () => {
    expect(deltaEtag(42)).toBe('"42"');
    expect(heldRevision('"42"')).toBe(42);
    expect(heldRevision('W/"42"')).toBe(42);
    expect(heldRevision('"abc:1.2", "17"')).toBe(17);
    for (const other of [undefined, '', '*', '"abc:1.2"', '42', '"-1"', '"1234567890123456"']) expect(heldRevision(other)).toBeNull();
  });

  it('takes a numeric Last-Event-ID; anything else starts afresh (a hydration, never an error)', () => {
    expect(lastEventIdOf('17')).toBe(17);
    expect(lastEventIdOf(' 17 ')).toBe(17);
    expect(lastEventIdOf(['3', '9'])).toBe(9);
    for (const other of [undefined, '', 'x', '1.5', '-3']) expect(lastEventIdOf(other)).toBeNull();
  });
});
