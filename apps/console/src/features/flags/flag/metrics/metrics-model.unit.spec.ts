import { optionsOf, summarize, type MetricsRow } from './metrics-model';

const row = (appName: string, environment: string, timestamp: string, yes: number, no: number, variants = {}): MetricsRow => ({
  appName,
  environment,
  timestamp,
  yes,
  no,
  variants,
});
const rows = [
  row('web', 'development', '2026-11-25T10:00:00.000Z', 5, 1, { blue: 3, red: 2 }),
  row('api', 'development', '2026-11-25T10:00:00.000Z', 2, 2),
  row('web', 'production', '2026-11-25T10:00:00.000Z', 7, 0, { blue: 4 }),
  row('web', 'development', '2026-11-25T08:00:00.000Z', 10, 10),
];
const now = new Date('2026-11-25T10:30:00.000Z');

describe('summarize', () => {
  it('totals every row and fills one bar per hour of the period, oldest first', () => {
    const sut = summarize(rows, {}, 3, now);
    expect({ yes: sut.yes, no: sut.no, yesPercent: sut.yesPercent }).toEqual({ yes: 24, no: 13, yesPercent: 65 });
    expect(sut.hours).toEqual([
      { hour: '2026-11-25T08:00:00.000Z', yes: 10, no: 10 },
      { hour: '2026-11-25T09:00:00.000Z', yes: 0, no: 0 },
      { hour: '2026-11-25T10:00:00.000Z', yes: 14, no: 3 },
    ]);
    expect(sut.applications).toEqual([
      { appName: 'web', exposures: 33 },
      { appName: 'api', exposures: 4 },
    ]);
    expect(sut.variants).toEqual([
      { name: 'blue', count: 7 },
      { name: 'red', count: 2 },
    ]);
  });

  it('keeps only the chosen application and environment', () => {
    const sut = summarize(rows, { app: 'api', environment: 'development' }, 1, now);
    expect(sut).toMatchObject({ yes: 2, no: 2, yesPercent: 50, applications: [{ appName: 'api', exposures: 4 }], variants: [] });
    expect(sut.hours).toEqual([{ hour: '2026-11-25T10:00:00.000Z', yes: 2, no: 2 }]);
  });

  it('has no percentage without exposures', () => {
    expect(summarize([], {}, 24, now)).toMatchObject({ yes: 0, no: 0, yesPercent: null, applications: [], variants: [] });
    expect(summarize([], {}, 24, now).hours).toHaveLength(24);
  });
});

it('optionsOf lists distinct values, sorted, keeping the chosen one', () => {
  expect(optionsOf(rows, (r) => r.appName)).toEqual(['api', 'web']);
  expect(optionsOf(rows, (r) => r.environment, 'staging')).toEqual(['development', 'production', 'staging']);
});
