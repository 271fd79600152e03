import { aggregate, quantile, weightIn, type MinuteSample } from './aggregate';

const M = 60_000;
const T0 = Date.UTC(2026, 11, 1, 12, 0, 0);

const sample = (over: Partial<MinuteSample>): MinuteSample => ({
  seriesId: 1,
  minute: T0,
  value: 0,
  total: 0,
  reports: 0,
  count: 0,
  bounds: [],
  buckets: [],
  lastAt: T0,
  ...over,
});

describe('weightIn', () => {
  it('counts a minute wholly inside the window fully, one outside not at all', () => {
    expect(weightIn(T0, T0, T0 + 5 * M)).toBe(1);
    expect(weightIn(T0 - M, T0, T0 + 5 * M)).toBe(0);
    expect(weightIn(T0 + 5 * M, T0, T0 + 5 * M)).toBe(0);
  });

  it('counts the minute the window starts in by the share it overlaps', () => {
    expect(weightIn(T0, T0 + 15_000, T0 + 5 * M)).toBe(0.75);
  });

  it('counts the current minute fully: its data covers only the part that has passed', () => {
    expect(weightIn(T0, T0 - 4 * M, T0 + 20_000)).toBe(1);
    // The window starts within the current minute: the share of the passed part.
    expect(weightIn(T0, T0 + 10_000, T0 + 20_000)).toBe(0.5);
  });
});

describe('aggregate', () => {
  it('has no value without a sample in the window (no data is not zero)', () => {
    expect(aggregate('rate', [], T0, T0 + M)).toBeNull();
    expect(aggregate('rate', [sample({ minute: T0 - 2 * M, value: 9 })], T0, T0 + M)).toBeNull();
    expect(aggregate('last', [], T0, T0 + M)).toBeNull();
    expect(aggregate('p99', [], T0, T0 + M)).toBeNull();
  });

  it('sums a counter’s increases and divides by the window for the rate per second', () => {
    const rows = [sample({ minute: T0, value: 30 }), sample({ minute: T0 + M, value: 90, seriesId: 2 })];
    expect(aggregate('increase', rows, T0, T0 + 2 * M)).toBe(120);
    expect(aggregate('rate', rows, T0, T0 + 2 * M)).toBe(1);
    // A window starting half-way through the first minute counts half of it.
    expect(aggregate('increase', rows, T0 + 30_000, T0 + 2 * M)).toBe(105);
  });

  it('reads a counter that reported only zeros as 0, not as no data', () => {
    expect(aggregate('rate', [sample({ value: 0 })], T0, T0 + M)).toBe(0);
  });

  it('sums each gauge series’ latest value; averages every reported value', () => {
    const rows = [
      sample({ seriesId: 1, minute: T0, value: 5, total: 12, reports: 3, lastAt: T0 + 50_000 }),
      sample({ seriesId: 1, minute: T0 + M, value: 7, total: 7, reports: 1, lastAt: T0 + M + 1000 }),
      sample({ seriesId: 2, minute: T0, value: 10, total: 10, reports: 1, lastAt: T0 + 5000 }),
    ];
    expect(aggregate('last', rows, T0, T0 + 2 * M)).toBe(17);
    expect(aggregate('avg', rows, T0, T0 + 2 * M)).toBe(29 / 5);
  });

  it('reads quantiles of the summed histograms with linear interpolation in the bucket', () => {
    // 100 observations: 50 ≤ 0.1, 90 ≤ 0.5, 100 ≤ 1.
    const h = sample({ count: 100, bounds: [0.1, 0.5, 1], buckets: [50, 90, 100] });
    expect(aggregate('p50', [h], T0, T0 + M)).toBeCloseTo(0.1);
    expect(aggregate('p95', [h], T0, T0 + M)).toBeCloseTo(0.75);
    expect(aggregate('p99', [h], T0, T0 + M)).toBeCloseTo(0.95);
  });
});

describe('quantile', () => {
  it('interpolates from 0 in the first bucket and answers the largest bound for the +Inf bucket', () => {
    expect(quantile(0.5, [{ bounds: [10], buckets: [100], count: 100, weight: 1 }])).toBe(5);
    expect(quantile(0.99, [{ bounds: [1, 2], buckets: [10, 20], count: 100, weight: 1 }])).toBe(2);
  });

  it('sums samples with different bounds at the union of their bounds', () => {
    const a = { bounds: [1, 2], buckets: [10, 10], count: 10, weight: 1 };
    const b = { bounds: [2], buckets: [10], count: 10, weight: 1 };
    // At 1: a has 10, b has 0 (no bound ≤ 1); at 2: 20. The median (rank 10) is at bound 1.
    expect(quantile(0.5, [a, b])).toBe(1);
  });

  it('has no value without observations', () => {
    expect(quantile(0.5, [{ bounds: [1], buckets: [0], count: 0, weight: 1 }])).toBeNull();
  });
});
