import { validate, BadDataError } from '@pennant/kernel';
import { IMPACT_BOUNDS, IMPACT_METRICS } from './impact-report.schema';

const counter = (samples: unknown[], name = 'errors') => ({ name, help: 'Errors', type: 'counter', samples });
const parse = (value: unknown) => validate(IMPACT_METRICS, value, 'body.impactMetrics');
const problemOf = (value: unknown): string => {
  try {
    parse(value);
  } catch (error) {
    expect(error).toBeInstanceOf(BadDataError);
    return (error as BadDataError).message;
  }
  throw new Error('accepted');
};

describe('the impactMetrics field', () => {
  it('accepts what the official Node SDK sends: counters, gauges and histograms with labels', () => {
    const parsed = parse([
      counter([{ labels: { appName: 'shop', environment: 'production', checkout: 'enabled' }, value: 3 }]),
      counter([{ labels: {}, value: 0 }], 'idle'),
      { name: 'users', help: 'Users', type: 'gauge', samples: [{ labels: { region: 7 }, value: -2.5 }] },
      {
        name: 'latency',
        help: 'Latency',
        type: 'histogram',
        samples: [
          {
            labels: { appName: 'shop' },
            count: 4,
            sum: 1.3,
            buckets: [
              { le: 0.1, count: 1 },
              { le: 1, count: 3 },
              { le: '+Inf', count: 4 },
            ],
          },
        ],
      },
    ]);
    expect(parsed[0]).toEqual({
      name: 'errors',
      help: 'Errors',
      type: 'counter',
      samples: [{ labels: { appName: 'shop', environment: 'production', checkout: 'enabled' }, value: 3 }],
    });
    expect(parsed[2].samples[0].labels).toEqual({ region: '7' });
    expect(parsed[3].samples[0]).toEqual({ labels: { appName: 'shop' }, count: 4, sum: 1.3, bounds: [0.1, 1], counts: [1, 3] });
  });

  it('refuses a negative counter, a value out of bounds and a missing help', () => {
    expect(problemOf([counter([{ value: -1 }])])).toMatch(/samples\[0\]\.value must not be negative/);
    expect(problemOf([counter([{ value: 1e16 }])])).toMatch(/value must be a number from/);
    expect(problemOf([{ name: 'x', type: 'counter', samples: [] }])).toMatch(/\.help must be a string/);
    expect(problemOf([counter([{ value: '1' }])])).toMatch(/value must be a number/);
  });

  it('bounds the labels: how many, the length of names and values', () => {
    const many = Object.fromEntries(Array.from({ length: IMPACT_BOUNDS.maxLabels + 1 }, (_, i) => [`l${i}`, 'v']));
    expect(problemOf([counter([{ labels: many, value: 1 }])])).toMatch(/at most 16 labels/);
    expect(problemOf([counter([{ labels: { ['k'.repeat(101)]: 'v' }, value: 1 }])])).toMatch(/a key\) must be 1 to 100/);
    expect(problemOf([counter([{ labels: { k: 'v'.repeat(201) }, value: 1 }])])).toMatch(/labels\.k must be a number or a string/);
    expect(problemOf([counter([{ labels: { k: { nested: true } }, value: 1 }])])).toMatch(/labels\.k must be/);
  });

  it('bounds the metrics and samples of one report', () => {
    const metrics = Array.from({ length: IMPACT_BOUNDS.maxMetrics + 1 }, (_, i) => counter([], `m${i}`));
    expect(problemOf(metrics)).toMatch(/at most 100 metrics/);
    const samples = Array.from({ length: IMPACT_BOUNDS.maxSamples + 1 }, () => ({ value: 1 }));
    expect(problemOf([counter(samples)])).toMatch(/at most 2000 samples in all/);
  });

  it('refuses histograms whose buckets are not cumulative, ascending and bounded', () => {
    const h = (buckets: unknown[], count = 4) => [{ name: 'h', help: '', type: 'histogram', samples: [{ count, sum: 1, buckets }] }];
    expect(
      problemOf(
        h([
          { le: 1, count: 3 },
          { le: 0.5, count: 4 },
        ]),
      ),
    ).toMatch(/greater than the previous bound/);
    expect(
      problemOf(
        h([
          { le: 1, count: 3 },
          { le: 2, count: 2 },
        ]),
      ),
    ).toMatch(/must be cumulative/);
    expect(
      problemOf(
        h([
          { le: '+Inf', count: 4 },
          { le: 2, count: 4 },
        ]),
      ),
    ).toMatch(/"\+Inf" only in the last bucket/);
    expect(problemOf(h([{ le: '+Inf', count: 3 }]))).toMatch(/must equal the sample’s count/);
    expect(problemOf(h([]))).toMatch(/1 to 32 buckets/);
    const many = Array.from({ length: 33 }, (_, i) => ({ le: i, count: 0 }));
    expect(problemOf(h(many, 0))).toMatch(/1 to 32 buckets/);
  });
});
