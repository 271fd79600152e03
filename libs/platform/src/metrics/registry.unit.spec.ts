import { escapeLabelValue, MetricsRegistry } from './registry';

describe('MetricsRegistry (Prometheus text format)', () => {
  it('renders counters and gauges with HELP, TYPE and escaped label values', async () => {
    const registry = new MetricsRegistry();
    const c = registry.counter({ name: 'things_total', help: 'Things.\nSecond line \\ here', labelNames: ['kind'] });
    const g = registry.gauge({ name: 'level', help: 'A level.' });
    c.inc({ kind: 'a' });
    c.inc({ kind: 'a' }, 2);
    c.inc({ kind: 'quote"back\\slash\nnewline' });
    g.set(-1.5);
    expect(await registry.render()).toBe(
      [
        '# HELP things_total Things.\\nSecond line \\\\ here',
        '# TYPE things_total counter',
        'things_total{kind="a"} 3',
        'things_total{kind="quote\\"back\\\\slash\\nnewline"} 1',
        '# HELP level A level.',
        '# TYPE level gauge',
        'level -1.5',
        '',
      ].join('\n'),
    );
  });

  it('renders cumulative histogram buckets, +Inf, sum and count', async () => {
    const registry = new MetricsRegistry();
    const h = registry.histogram({ name: 'latency_seconds', help: 'L.', labelNames: ['route'], buckets: [0.1, 1, 0.5] });
    h.observe(0.05, { route: '/a' });
    h.observe(0.7, { route: '/a' });
    h.observe(3, { route: '/a' });
    const text = await registry.render();
    expect(text).toContain('latency_seconds_bucket{route="/a",le="0.1"} 1\n');
    expect(text).toContain('latency_seconds_bucket{route="/a",le="0.5"} 1\n');
    expect(text).toContain('latency_seconds_bucket{route="/a",le="1"} 2\n');
    expect(text).toContain('latency_seconds_bucket{route="/a",le="+Inf"} 3\n');
    expect(text).toContain('latency_seconds_sum{route="/a"} 3.75\n');
    expect(text).toContain('latency_seconds_count{route="/a"} 3\n');
    expect(text.indexOf('le="0.5"')).toBeLessThan(text.indexOf('le="1"'));
  });

  it('refuses bad names, wrong label sets, duplicate metrics and decreasing counters', () => {
    const registry = new MetricsRegistry();
    expect(() => registry.counter({ name: 'bad-name', help: 'x' })).toThrow(/invalid metric name/);
    expect(() => registry.gauge({ name: 'g', help: 'x', labelNames: ['le'] })).toThrow(/invalid label name/);
    const c = registry.counter({ name: 'c_total', help: 'x', labelNames: ['a'] });
    expect(() => c.inc({ b: '1' })).toThrow(/takes the labels \[a\]/);
    expect(() => c.inc({ a: '1', b: '2' })).toThrow(/takes the labels/);
    expect(() => c.inc({ a: '1' }, -1)).toThrow(/only goes up/);
    expect(() => registry.counter({ name: 'c_total', help: 'x' })).toThrow(/already registered/);
  });

  it('runs collectors before rendering, and survives a failing one', async () => {
    const registry = new MetricsRegistry();
    const g = registry.gauge({ name: 'collected', help: 'x' });
    let n = 0;
    registry.addCollector(() => {
      throw new Error('database away');
    });
    registry.addCollector(async () => g.set(++n));
    expect(await registry.render()).toContain('collected 1\n');
    expect(await registry.render()).toContain('collected 2\n');
  });

  it('formats special values and escapes only what the format requires', async () => {
    const registry = new MetricsRegistry();
    const g = registry.gauge({ name: 'v', help: 'x', labelNames: ['k'] });
    g.set(Infinity, { k: 'inf' });
    g.set(NaN, { k: 'nan' });
    const text = await registry.render();
    expect(text).toContain('v{k="inf"} +Inf\n');
    expect(text).toContain('v{k="nan"} NaN\n');
    expect(escapeLabelValue('ünïcode/{}=,')).toBe('ünïcode/{}=,');
  });
});
