import { BadDataError } from '@pennant/platform';
import { contextsOf as sut, MAX_CONTEXTS } from './playground-advanced.controller';

describe('contextsOf (the contexts the advanced playground tries)', () => {
  it('tries every combination of the comma-separated values, in the order listed', () => {
    expect(sut({ appName: 'shop', userId: '1, 2', properties: { tenant: 'acme,globex' } })).toEqual([
      { appName: 'shop', userId: '1', properties: { tenant: 'acme' } },
      { appName: 'shop', userId: '1', properties: { tenant: 'globex' } },
      { appName: 'shop', userId: '2', properties: { tenant: 'acme' } },
      { appName: 'shop', userId: '2', properties: { tenant: 'globex' } },
    ]);
  });

  it('keeps one context when nothing lists several values, and never splits currentTime', () => {
    expect(sut({ userId: 'x', currentTime: '2026-01-01T00:00:00Z' })).toEqual([{ userId: 'x', currentTime: '2026-01-01T00:00:00Z' }]);
    expect(sut({})).toEqual([{}]);
  });

  it('drops empty and repeated values, and keeps a value that is only commas', () => {
    expect(sut({ userId: 'a,,a, b,' })).toEqual([{ userId: 'a' }, { userId: 'b' }]);
    expect(sut({ userId: ',' })).toEqual([{ userId: ',' }]);
  });

  it(`refuses more than ${MAX_CONTEXTS} combinations (400)`, () => {
    const many = Array.from({ length: 40 }, (_, i) => String(i)).join(',');
    expect(() => sut({ userId: many, sessionId: many })).toThrow(BadDataError);
  });
});
