import type { FeatureEvent, FeatureState } from './feature.decider';
import { featureDecider } from './feature.decider';
import { FeatureNameExistsError, FeatureNotFoundError } from './feature.errors';
import { strategiesToCopy } from './feature-clone.decide';
import { added, archived, created, dev, NOW, row, strategy, subject } from './feature.test-builders';

const fold = (events: FeatureEvent[]): FeatureState => events.reduce(featureDecider.evolve, featureDecider.initialState);

const rollout = strategy('s-1', {
  name: 'flexibleRollout',
  sortOrder: 1,
  parameters: { rollout: '50', stickiness: 'default', groupId: 'checkout' },
});
const plain = strategy('s-2', { sortOrder: 0, constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }], segments: [3] });
const variants = [{ name: 'blue', weight: 1000, weightType: 'variable' as const, stickiness: 'default' }];
const source = fold([
  { type: 'feature-created', data: { ...subject, data: { ...row, description: 'copy me', type: 'experiment', impressionData: true } } },
  added(rollout),
  added(plain),
  { type: 'feature-environment-enabled', data: dev },
  {
    type: 'feature-environment-variants-updated',
    data: { ...subject, environment: 'production', data: { variants }, preData: { variants: [] } },
  },
  { type: 'feature-dependency-added', data: { ...subject, data: { feature: 'parent', enabled: false } } },
  { type: 'feature-tagged', data: { ...subject, data: { type: 'simple', value: 'team' } } },
]);
const copy = { project: 'default', featureName: 'copy' };
const clone = (overrides: Partial<{ replaceGroupId: boolean; project: string; environments: string[] }> = {}) => ({
  kind: 'clone' as const,
  name: 'copy',
  project: overrides.project ?? 'default',
  source: { name: 'checkout', state: source },
  environments: overrides.environments ?? ['development', 'production'],
  strategyIds: ['n-1', 'n-2'],
  replaceGroupId: overrides.replaceGroupId ?? true,
  now: NOW,
});

describe('feature decider: clone', () => {
  it('records what creating and configuring the copy would: created, strategies in order with new ids, variants, parents', () => {
    expect(featureDecider.decide(clone(), featureDecider.initialState)).toEqual([
      {
        type: 'feature-created',
        data: { ...copy, data: { ...row, name: 'copy', description: 'copy me', type: 'experiment', impressionData: true } },
      },
      { type: 'feature-strategy-add', data: { ...copy, environment: 'development', data: { ...plain, id: 'n-1' } } },
      {
        type: 'feature-strategy-add',
        data: {
          ...copy,
          environment: 'development',
          data: { ...rollout, id: 'n-2', parameters: { rollout: '50', stickiness: 'default', groupId: 'copy' } },
        },
      },
      {
        type: 'feature-environment-variants-updated',
        data: { ...copy, environment: 'production', data: { variants }, preData: { variants: [] } },
      },
      { type: 'feature-dependency-added', data: { ...copy, data: { feature: 'parent', enabled: false } } },
    ]);
  });

  it('keeps the groupId when asked to, and copies only the environments of the project', () => {
    const events = featureDecider.decide(clone({ replaceGroupId: false, environments: ['production'] }), featureDecider.initialState);
    expect(events.map((e) => e.type)).toEqual(['feature-created', 'feature-environment-variants-updated', 'feature-dependency-added']);
    const withGroup = featureDecider.decide(clone({ replaceGroupId: false }), featureDecider.initialState)[2];
    expect(withGroup).toMatchObject({ data: { data: { parameters: { groupId: 'checkout' } } } });
    expect(strategiesToCopy(source, ['development', 'production'])).toBe(2);
    expect(strategiesToCopy(source, ['production'])).toBe(0);
  });

  it('refuses a name that is taken (409, archived too) and a source outside the project (404)', () => {
    expect(() => featureDecider.decide(clone(), fold([created]))).toThrow(FeatureNameExistsError);
    expect(() => featureDecider.decide(clone(), fold([created, archived]))).toThrow(FeatureNameExistsError);
    expect(() => featureDecider.decide(clone({ project: 'other' }), featureDecider.initialState)).toThrow(FeatureNotFoundError);
    expect(() =>
      featureDecider.decide({ ...clone(), source: { name: 'checkout', state: featureDecider.initialState } }, featureDecider.initialState),
    ).toThrow(FeatureNotFoundError);
  });
});
