import { parseAsOf } from '@pennant/platform';

describe('parseAsOf', () => {
  it('reads event ids and ISO date-times at their own precision, UTC without an offset', () => {
    expect(parseAsOf('42', 'asOf')).toEqual({ position: 42 });
    expect(parseAsOf('2026-11-23', 'asOf')).toEqual({ time: '2026-11-23T00:00Z', unit: '1 day' });
    expect(parseAsOf('2026-11-23T14:02', 'asOf')).toEqual({ time: '2026-11-23T14:02Z', unit: '1 minute' });
    expect(parseAsOf('2026-11-23T14:02:05+01:00', 'asOf')).toEqual({ time: '2026-11-23T14:02:05+01:00', unit: '1 second' });
    expect(parseAsOf('2026-11-23T14:02:05.123Z', 'asOf')).toEqual({ time: '2026-11-23T14:02:05.123Z', unit: '1 milliseconds' });
    expect(parseAsOf('2026-11-23T14:02:05.1234Z', 'asOf')).toEqual({ time: '2026-11-23T14:02:05.1234Z', unit: '100 microseconds' });
  });

  it('refuses anything else with a BadDataError naming the parameter', () => {
    for (const bad of ['0', '-3', '1.5', '1e3', 'now', '2026-02-30', '2026-02-30T10:00Z', '2026-13-01T00:00Z', '2026-01-01T24:00Z', '']) {
      expect(() => parseAsOf(bad, 'from')).toThrow(
        expect.objectContaining({ name: 'BadDataError', details: [expect.objectContaining({ path: 'query.from' })] }),
      );
    }
    expect(() => parseAsOf(['1', '2'], 'asOf')).toThrow(expect.objectContaining({ name: 'BadDataError' }));
  });
});
