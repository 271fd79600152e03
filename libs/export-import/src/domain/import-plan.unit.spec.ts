import { deciderSpec } from '@pennant/core/testing';
import type { FeatureRow } from '@pennant/events';
import { featureDecider, type FeatureState } from '@pennant/features/domain';
import type { ExportResult } from './export-result';
import { planImport, type ImportContext } from './import-plan';

const NOW = '2026-11-23T10:00:00.000Z';
let ids = 0;
const context = (overrides: Partial<ImportContext> = {}): ImportContext => ({
  project: 'web',
  environment: 'production',
  now: NOW,
  newId: () => `id-${(ids += 1)}`,
  projectEnvironments: ['development', 'production'],
  projectDefaultStrategy: null,
  segments: [{ id: 40, name: 'beta users' }],
  strategyTypes: ['default', 'flexibleRollout'],
  legalValues: {},
  features: new Map(),
  tagTypes: new Map(),
  tags: new Map(),
  contextFields: new Map(),
  dependencyFacts: new Map(),
  ...overrides,
});
const none: FeatureState = featureDecider.initialState;
const existing = (project: string, status: FeatureState['status'] = 'active'): FeatureState => ({
  ...none,
  status,
  row: {
    name: 'x',
    project,
    type: 'release',
    description: null,
    stale: false,
    impressionData: false,
    createdAt: NOW,
    lastSeenAt: null,
    archivedAt: null,
    archived: status === 'archived',
  } as FeatureRow,
});

const data: ExportResult = {
  features: [
    { name: 'checkout', description: 'new checkout', type: 'experiment', project: 'shop', stale: false, impressionData: true },
    { name: 'banner', type: 'release' },
  ],
  featureStrategies: [
    {
      name: 'flexibleRollout',
      id: 'old-1',
      featureName: 'checkout',
      parameters: { rollout: '50', stickiness: 'default', groupId: 'checkout' },
      constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
      segments: [7],
      sortOrder: 1,
    },
    { name: 'default', id: 'old-2', featureName: 'checkout', sortOrder: 0 },
  ],
  featureEnvironments: [
    {
      name: 'checkout',
      featureName: 'checkout',
      environment: 'production',
      enabled: true,
      variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }],
    },
  ],
  contextFields: [{ name: 'region', legalValues: [{ value: 'eu' }] }],
  featureTags: [{ featureName: 'checkout', tagType: 'team', tagValue: 'payments' }],
  segments: [{ id: 7, name: 'beta users' }],
  tagTypes: [{ name: 'team', description: 'owning team' }],
  dependencies: [{ feature: 'banner', dependencies: [{ feature: 'checkout' }] }],
};

describe('import plan', () => {
  it('creates the flags with their strategies (segments matched by name), environment, variants, tags and dependencies, and what they need', () => {
    const plan = planImport(
      data,
      context({
        features: new Map([
          ['checkout', none],
          ['banner', none],
        ]),
      }),
    );
    expect(plan.errors).toEqual([]);
    expect([...plan.items].map(([stream, events]) => [stream, events.map((e) => e.type)])).toEqual([
      ['tag-type-team', ['tag-type-created']],
      ['tag-team:payments', ['tag-created']],
      ['context-field-region', ['context-field-created']],
    ]);
    const checkout = plan.features.get('checkout') ?? [];
    expect(checkout.map((e) => e.type)).toEqual([
      'feature-created',
      'feature-strategy-add',
      'feature-strategy-add',
      'feature-environment-variants-updated',
      'feature-environment-enabled',
      'feature-tagged',
    ]);
    expect(checkout[0].data).toMatchObject({
      project: 'web',
      data: { name: 'checkout', type: 'experiment', description: 'new checkout', impressionData: true },
    });
    expect(checkout.slice(1, 3).map((e) => ('data' in e.data ? e.data.data : null))).toEqual([
      expect.objectContaining({ name: 'default', sortOrder: 0 }),
      expect.objectContaining({ name: 'flexibleRollout', segments: [40], sortOrder: 1 }),
    ]);
    expect((plan.features.get('banner') ?? []).map((e) => e.type)).toEqual(['feature-created', 'feature-dependency-added']);
  });

  it("turns an imported flag on without strategies with the target environment's default strategy (groupId = the flag)", () => {
    const projectDefaultStrategy = {
      name: 'flexibleRollout',
      title: null,
      disabled: false,
      constraints: [],
      parameters: { rollout: '25', stickiness: 'default', groupId: '' },
      variants: [],
      sortOrder: 0,
      segments: [],
    };
    const bare: ExportResult = {
      features: [{ name: 'bare', type: 'release' }],
      featureStrategies: [],
      featureEnvironments: [{ name: 'bare', featureName: 'bare', environment: 'production', enabled: true }],
    };
    const plan = planImport(bare, context({ features: new Map([['bare', none]]), projectDefaultStrategy }));
    expect(plan.errors).toEqual([]);
    const events = plan.features.get('bare') ?? [];
    expect(events.map((e) => e.type)).toEqual(['feature-created', 'feature-strategy-add', 'feature-environment-enabled']);
    expect('data' in events[1].data ? events[1].data.data : null).toEqual({
      ...projectDefaultStrategy,
      id: expect.any(String),
      parameters: { rollout: '25', stickiness: 'default', groupId: 'bare' },
    });
  });

  it('replaces the strategies of an existing flag of the project in that environment and updates its metadata', () => {
    const withStrategy = deciderSpec(featureDecider).given([
      {
        type: 'feature-created',
        data: { project: 'web', featureName: 'checkout', data: { ...(existing('web').row as FeatureRow), name: 'checkout' } },
      },
      {
        type: 'feature-strategy-add',
        data: {
          project: 'web',
          featureName: 'checkout',
          environment: 'production',
          data: {
            id: 's-1',
            name: 'userWithId',
            title: null,
            disabled: false,
            constraints: [],
            parameters: { userIds: '1' },
            variants: [],
            sortOrder: 0,
            segments: [],
          },
        },
      },
    ]).state;
    const plan = planImport(
      { features: [{ name: 'checkout', description: 'changed' }], featureStrategies: [{ name: 'default', featureName: 'checkout' }] },
      context({ features: new Map([['checkout', withStrategy]]) }),
    );
    expect((plan.features.get('checkout') ?? []).map((e) => e.type)).toEqual([
      'feature-metadata-updated',
      'feature-strategy-remove',
      'feature-strategy-add',
    ]);
  });

  it('reports every problem and decides nothing: other projects, archived flags, unknown segments, tag types, environments, duplicates', () => {
    const plan = planImport(
      { ...data, features: [...data.features, { name: 'banner' }], segments: [{ id: 7, name: 'gone' }], tagTypes: [] },
      context({
        environment: 'staging',
        features: new Map([
          ['checkout', existing('shop')],
          ['banner', existing('web', 'archived')],
        ]),
      }),
    );
    expect(plan.errors.map((e) => [e.message.split(' ').slice(0, 3).join(' '), e.affectedItems])).toEqual([
      ['These flags appear', ['banner']],
      ['These flags exist', ['checkout']],
      ['These flags are', ['banner']],
      ['Environment "staging" is', ['staging']],
      ['These segments do', ['gone']],
      ['These tag types', ['team']],
    ]);
    expect(plan.features.size).toBe(0);
    expect(plan.items.size).toBe(0);
  });

  it('disables an enabled environment whose import leaves it no strategy, as deleting the last one does', () => {
    const enabledWithStrategy = [
      {
        type: 'feature-created' as const,
        data: { project: 'web', featureName: 'checkout', data: { ...(existing('web').row as FeatureRow), name: 'checkout' } },
      },
      {
        type: 'feature-strategy-add' as const,
        data: {
          project: 'web',
          featureName: 'checkout',
          environment: 'production',
          data: {
            id: 's-1',
            name: 'default',
            title: null,
            disabled: false,
            constraints: [],
            parameters: {},
            variants: [],
            sortOrder: 0,
            segments: [],
          },
        },
      },
      { type: 'feature-environment-enabled' as const, data: { project: 'web', featureName: 'checkout', environment: 'production' } },
    ].reduce(featureDecider.evolve, none);
    const plan = planImport(
      { features: [{ name: 'checkout' }], featureStrategies: [] },
      context({ features: new Map([['checkout', enabledWithStrategy]]) }),
    );
    expect((plan.features.get('checkout') ?? []).map((e) => e.type)).toEqual(['feature-environment-disabled', 'feature-strategy-remove']);
    const kept = planImport(
      { features: [{ name: 'checkout' }], featureStrategies: [{ name: 'flexibleRollout', featureName: 'checkout' }] },
      context({ features: new Map([['checkout', enabledWithStrategy]]) }),
    );
    expect((kept.features.get('checkout') ?? []).map((e) => e.type)).toEqual(['feature-strategy-remove', 'feature-strategy-add']);
  });

  it('refuses strategies of an unknown type and constraint values outside the legal ones, naming the flag', () => {
    const unknown = planImport(
      { features: [{ name: 'checkout' }], featureStrategies: [{ name: 'userWithId', featureName: 'checkout' }] },
      context({ features: new Map([['checkout', none]]) }),
    );
    expect(unknown.errors).toEqual([{ message: 'Could not find strategy type with name userWithId', affectedItems: ['checkout'] }]);
    const illegal = planImport(
      {
        features: [{ name: 'checkout' }],
        contextFields: [{ name: 'region', legalValues: [{ value: 'eu' }] }],
        featureStrategies: [
          { name: 'default', featureName: 'checkout', constraints: [{ contextName: 'region', operator: 'IN', values: ['us'] }] },
        ],
      },
      context({ features: new Map([['checkout', none]]) }),
    );
    expect(illegal.errors).toEqual([
      {
        message: expect.stringContaining('"us" is not specified as a legal value on the context field "region"'),
        affectedItems: ['checkout'],
      },
    ]);
  });

  it('reports a flag the decider refuses (bad strategy data) with the flag named', () => {
    const plan = planImport(
      {
        features: [{ name: 'checkout' }],
        featureStrategies: [
          { name: 'default', featureName: 'checkout', constraints: [{ contextName: 'x', operator: 'BOGUS', values: [] }] },
        ],
      },
      context({ features: new Map([['checkout', none]]) }),
    );
    expect(plan.errors).toEqual([{ message: expect.any(String), affectedItems: ['checkout'] }]);
  });
});
