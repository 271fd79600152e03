import type { MetricsAggregator } from '@pennant/client-api';
import { OfrepUsage } from './evaluate-flags-usage.service';

describe('OfrepUsage', () => {
  it('sums evaluations per application, environment and flag, and hands them to the aggregator once per flush', () => {
    const added: unknown[][] = [];
    const aggregator = { add: (...args: unknown[]) => added.push(args) } as unknown as MetricsAggregator;
    const now = new Date('2026-11-29T10:00:00Z');
    const sut = new OfrepUsage(aggregator, { now: () => now });
    sut.count('shop', 'production', 'a', true, null);
    sut.count('shop', 'production', 'a', false, null);
    sut.count('shop', 'production', 'b', true, 'blue');
    sut.count('shop', 'production', 'b', true, 'blue');
    sut.count('web', 'production', 'a', true, null);
    sut.flush();
    expect(added).toEqual([
      ['shop', 'production', now, { a: { yes: 1, no: 1, variants: {} }, b: { yes: 2, no: 0, variants: { blue: 2 } } }],
      ['web', 'production', now, { a: { yes: 1, no: 0, variants: {} } }],
    ]);
    sut.flush();
    expect(added).toHaveLength(2);
    sut.onModuleDestroy();
  });
});
