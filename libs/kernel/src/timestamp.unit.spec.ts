import { parseTimestamp as sut } from './timestamp';

describe('parseTimestamp', () => {
  it('reads ISO dates and date-times', () => {
    expect(sut('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(sut('2028-02-29T12:00:00Z')).toBe(Date.UTC(2028, 1, 29, 12));
    expect(sut('2024-01-01T00:00:00.000+02:00')).toBe(Date.UTC(2023, 11, 31, 22));
  });

  it.each([
    '2026-02-30',
    '2026-02-29T00:00:00Z',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-01T25:00:00Z',
    'March 7, 2026',
    '1e400',
    'NaN',
    '',
    '+275760-09-13',
  ])('refuses %s', (value) => {
    expect(sut(value)).toBeNaN();
  });
});
