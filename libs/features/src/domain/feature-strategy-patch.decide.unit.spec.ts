import { BadDataError } from '@pennant/kernel';
import type { FeatureCommand, StrategyFacts } from './feature.decider';
import type { JsonPatchOperation } from './json-patch';
import { added, created, dev, given, strategy } from './feature.test-builders';

/** PATCH …/strategies/{id} is an RFC 6902 patch on the strategy as GET shows it. */
const facts: StrategyFacts = { segmentIds: [1, 2], strategyTypes: ['default', 'flexibleRollout'], legalValues: {} };
const target = { name: 'checkout', project: 'default', environment: 'development' };
const patch = (operations: JsonPatchOperation[], more: Partial<StrategyFacts> = {}): FeatureCommand => ({
  kind: 'update-strategy',
  ...target,
  strategyId: 's1',
  change: { kind: 'patch', operations },
  facts: { ...facts, ...more },
});
const rollout = strategy('s1', {
  name: 'flexibleRollout',
  title: 'Beta',
  segments: [1],
  parameters: { rollout: '10', stickiness: 'default', groupId: 'checkout' },
  constraints: [{ contextName: 'userId', operator: 'IN', values: ['a'], inverted: false, caseInsensitive: false }],
});

describe('feature decider: strategy JSON patch', () => {
  it('given a strategy, when a patch replaces its rollout, then feature-strategy-update carries only that change', () => {
    const events = given([created, added(rollout)])
      .when(patch([{ op: 'replace', path: '/parameters/rollout', value: '50' }]))
      .then();
    expect(events).toEqual([
      {
        type: 'feature-strategy-update',
        data: { ...dev, data: { ...rollout, parameters: { ...rollout.parameters, rollout: '50' } }, preData: rollout },
      },
    ]);
  });

  it('empties what a patch removes, keeps what it does not touch, and ignores id and featureName', () => {
    const [event] = given([created, added(rollout)])
      .when(
        patch([
          { op: 'remove', path: '/constraints' },
          { op: 'remove', path: '/title' },
          { op: 'replace', path: '/id', value: 'other' },
          { op: 'add', path: '/segments/-', value: 2 },
        ]),
      )
      .then();
    expect(event).toMatchObject({
      type: 'feature-strategy-update',
      data: { data: { id: 's1', title: null, constraints: [], segments: [1, 2], parameters: rollout.parameters } },
    });
  });

  it('emits nothing for a patch that changes nothing (a passing test op)', () => {
    expect(
      given([created, added(rollout)])
        .when(patch([{ op: 'test', path: '/featureName', value: 'checkout' }]))
        .then(),
    ).toEqual([]);
  });

  it('refuses (400) a failing test op, a missing path, and a result that is not a strategy', () => {
    const when = (ops: JsonPatchOperation[]) => () =>
      given([created, added(rollout)])
        .when(patch(ops))
        .then();
    expect(when([{ op: 'test', path: '/parameters/rollout', value: '99' }])).toThrow(/test of "\/parameters\/rollout" failed/);
    expect(when([{ op: 'replace', path: '/nope/x', value: 1 }])).toThrow(BadDataError);
    expect(when([{ op: 'replace', path: '/constraints', value: 'all' }])).toThrow(/body.constraints/);
    expect(when([{ op: 'remove', path: '/name' }])).toThrow(/body.name is required/);
    expect(when([{ op: 'add', path: '/toString', value: 'yes' }])).toThrow(/body.toString is not allowed/);
  });

  it('applies the same rules as PUT: unknown type (400), constraint without values (400), unknown segment (400)', () => {
    const when = (ops: JsonPatchOperation[]) => () =>
      given([created, added(rollout)])
        .when(patch(ops))
        .then();
    expect(when([{ op: 'replace', path: '/name', value: 'userWithId' }])).toThrow('Could not find strategy type with name userWithId');
    expect(when([{ op: 'replace', path: '/constraints/0/values', value: [] }])).toThrow(
      /values must hold at least one value for the operator IN/,
    );
    expect(when([{ op: 'replace', path: '/segments', value: [9] }])).toThrow(/No segment exists with ID "9"/);
  });

  it("keeps a strategy of a type no longer defined editable while its type stays (logs from before Unleash 8's built-in list)", () => {
    const legacy = strategy('s1', { name: 'userWithId', parameters: { userIds: '1' } });
    const [event] = given([created, added(legacy)])
      .when(patch([{ op: 'replace', path: '/parameters/userIds', value: '1,2' }]))
      .then();
    expect(event).toMatchObject({
      type: 'feature-strategy-update',
      data: { data: { name: 'userWithId', parameters: { userIds: '1,2' } } },
    });
  });
});
