import { aggregationFor, changesIn, ruleText, seriesName, stepFor, toLines } from './impact-model';

describe('impact model', () => {
  it('keeps an aggregation only where the metric type allows it', () => {
    expect(aggregationFor('counter')).toBe('rate');
    expect(aggregationFor('counter', 'increase')).toBe('increase');
    expect(aggregationFor('gauge', 'increase')).toBe('last');
    expect(aggregationFor('histogram', 'p95')).toBe('p95');
    expect(aggregationFor('histogram', 'avg')).toBe('p50');
  });

  it('steps to about 60 points', () => {
    expect(stepFor(60)).toBe(1);
    expect(stepFor(1440)).toBe(24);
    expect(stepFor(10)).toBe(1);
  });

  it('names series by their labels, sorted, and "all" without labels', () => {
    expect(seriesName({})).toBe('all');
    expect(seriesName({ variant: 'blue', appName: 'web' })).toBe('appName=web, variant=blue');
    const lines = toLines([
      { labels: { variant: 'red' }, points: [{ at: '2026-11-29T10:00:00.000Z', value: 2 }] },
      { labels: { variant: 'blue' }, points: [{ at: '2026-11-29T10:00:00.000Z', value: null }] },
    ]);
    expect(lines.map((l) => l.name)).toEqual(['variant=blue', 'variant=red']);
    expect(lines[1].points).toEqual([{ at: Date.parse('2026-11-29T10:00:00.000Z'), value: 2 }]);
  });

  it('marks the flag changes of the shown environment (and of the flag itself) inside the range, oldest first', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 10, 29, 10, m)).toISOString();
    const events = [
      { id: 3, type: 'feature-environment-disabled', createdAt: at(30), createdBy: 'safeguard', environment: 'production' },
      { id: 2, type: 'feature-environment-enabled', createdAt: at(10), createdBy: 'ann', environment: 'production' },
      { id: 4, type: 'feature-environment-enabled', createdAt: at(20), createdBy: 'bob', environment: 'development' },
      { id: 1, type: 'feature-updated', createdAt: at(5), createdBy: 'ann', environment: null },
      { id: 5, type: 'feature-updated', createdAt: at(90), createdBy: 'ann' },
    ];
    const sut = changesIn(events, 'production', Date.parse(at(0)), Date.parse(at(60)));
    expect(sut.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('says a rule in words', () => {
    expect(ruleText({ metric: 'errors', aggregation: 'rate', windowMinutes: 5, comparison: 'gt', threshold: 0.5 })).toBe(
      'rate (per second) of errors over 5 min > 0.5',
    );
  });
});
