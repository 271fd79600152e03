import { BadDataError, ExceedsLimitError } from '@pennant/kernel';
import type { AddStrategy, FeatureCommand, FeatureEvent, StrategyFacts, StrategyInput } from './feature.decider';
import { ArchivedFeatureError, FeatureNotFoundError, StrategyNotFoundError } from './feature.errors';
import { added, archived, created, dev, given, strategy } from './feature.test-builders';

const target = { name: 'checkout', project: 'default', environment: 'development' };
const TYPES = ['default', 'flexibleRollout', 'remoteAddress', 'applicationHostname'];
const facts = (segmentIds: number[], more: Partial<StrategyFacts> = {}): StrategyFacts => ({
  segmentIds,
  strategyTypes: TYPES,
  legalValues: {},
  ...more,
});
const add = (input: StrategyInput, existingSegmentIds: number[] = [1, 2, 3, 4, 5, 6]): AddStrategy => ({
  kind: 'add-strategy',
  ...target,
  strategyId: 'new-id',
  strategy: input,
  facts: facts(existingSegmentIds),
});
const update = (changes: Partial<StrategyInput>, strategyId = 's1', existingSegmentIds: number[] = [1, 2]): FeatureCommand => ({
  kind: 'update-strategy',
  ...target,
  strategyId,
  change: { kind: 'replace', strategy: changes },
  facts: facts(existingSegmentIds),
});
const remove = (strategyId: string): FeatureCommand => ({ kind: 'remove-strategy', ...target, strategyId });
const reorder = (order: { id: string; sortOrder: number }[]): FeatureCommand => ({ kind: 'set-strategy-sort-order', ...target, order });
const s1 = strategy('s1', { segments: [1] });
const s2 = strategy('s2', { sortOrder: 1 });

describe('feature decider: strategies', () => {
  describe('add', () => {
    it("records feature-strategy-add with the stored strategy and defaults filled (flexibleRollout: Unleash's rollout, stickiness, groupId)", () => {
      const events = given([created])
        .when(add({ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: '' }, segments: [2, 2] }))
        .then();
      expect(events).toEqual([
        added(
          strategy('new-id', {
            name: 'flexibleRollout',
            parameters: { rollout: '50', stickiness: 'default', groupId: 'checkout' },
            segments: [2],
          }),
        ),
      ]);
      const [bare] = given([created])
        .when(add({ name: 'flexibleRollout' }))
        .then();
      expect(bare).toMatchObject({ data: { data: { parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' } } } });
    });

    it('places a strategy without sortOrder after the others and normalizes constraints and variants', () => {
      const [event] = given([created, added(s1), added(s2)])
        .when(
          add({
            name: 'default',
            constraints: [
              { contextName: 'userId', operator: 'IN', values: ['a'] },
              { contextName: 'version', operator: 'SEMVER_GT', value: '1.2.3', inverted: true },
            ],
            variants: [
              { name: 'a', weight: 0, weightType: 'variable', stickiness: 'default' },
              { name: 'b', weight: 0, weightType: 'variable', stickiness: 'default' },
              { name: 'c', weight: 1, weightType: 'variable', stickiness: '' },
            ],
          }),
        )
        .then();
      expect(event.type).toBe('feature-strategy-add');
      const data = (event as Extract<FeatureEvent, { type: 'feature-strategy-add' }>).data.data;
      expect(data.sortOrder).toBe(2);
      expect(data.constraints).toEqual([
        { contextName: 'userId', operator: 'IN', values: ['a'], inverted: false, caseInsensitive: false },
        { contextName: 'version', operator: 'SEMVER_GT', value: '1.2.3', values: [], inverted: true, caseInsensitive: false },
      ]);
      expect(data.variants.map((v) => [v.weight, v.stickiness])).toEqual([
        [334, 'default'],
        [333, 'default'],
        [333, 'default'],
      ]);
    });

    it('rejects bad constraint values, duplicate variant names and unknown segments with BadDataError', () => {
      expect(() =>
        given([created])
          .when(add({ name: 'default', constraints: [{ contextName: 'n', operator: 'NUM_GT', value: 'ten' }] }))
          .then(),
      ).toThrow(BadDataError);
      expect(() =>
        given([created])
          .when(add({ name: 'default', constraints: [{ contextName: 'd', operator: 'DATE_AFTER' }] }))
          .then(),
      ).toThrow(BadDataError);
      const variant = { name: 'a', weight: 100, weightType: 'fix' as const, stickiness: 'default' };
      expect(() =>
        given([created])
          .when(add({ name: 'default', variants: [variant, variant] }))
          .then(),
      ).toThrow(BadDataError);
      expect(() =>
        given([created])
          .when(add({ name: 'default', segments: [9] }))
          .then(),
      ).toThrow(/No segment exists with ID "9"/);
    });

    it('enforces the limits with ExceedsLimitError', () => {
      const thirty = Array.from({ length: 30 }, (_, i) => added(strategy(`s${i}`)));
      expect(() =>
        given([created, ...thirty])
          .when(add({ name: 'default' }))
          .then(),
      ).toThrow(ExceedsLimitError);
      const constraint = { contextName: 'userId', operator: 'IN' as const, values: ['a'] };
      expect(() =>
        given([created])
          .when(add({ name: 'default', constraints: Array.from({ length: 31 }, () => constraint) }))
          .then(),
      ).toThrow(ExceedsLimitError);
      const values = Array.from({ length: 251 }, (_, i) => `v${i}`);
      expect(() =>
        given([created])
          .when(add({ name: 'default', constraints: [{ ...constraint, values }] }))
          .then(),
      ).toThrow(ExceedsLimitError);
      expect(() =>
        given([created])
          .when(add({ name: 'default', segments: [1, 2, 3, 4, 5, 6] }))
          .then(),
      ).toThrow(ExceedsLimitError);
    });

    it('refuses archived (400), unknown and foreign flags (404)', () => {
      expect(() =>
        given([created, archived])
          .when(add({ name: 'default' }))
          .then(),
      ).toThrow(ArchivedFeatureError);
      expect(() =>
        given([])
          .when(add({ name: 'default' }))
          .then(),
      ).toThrow(FeatureNotFoundError);
      expect(() =>
        given([created])
          .when({ ...add({ name: 'default' }), project: 'other' })
          .then(),
      ).toThrow(FeatureNotFoundError);
    });
  });

  describe('update', () => {
    it('records feature-strategy-update with data and preData; absent name, title, disabled, sortOrder and segments are kept', () => {
      expect(
        given([created, added(s1)])
          .when(update({ title: 'Beta users', parameters: { rollout: '10' } }))
          .then(),
      ).toEqual([
        {
          type: 'feature-strategy-update',
          data: { ...dev, data: { ...s1, title: 'Beta users', parameters: { rollout: '10' } }, preData: s1 },
        },
      ]);
    });

    it("replaces as Unleash's PUT: absent constraints, parameters and variants become empty", () => {
      const rich = strategy('s1', {
        title: 'Beta',
        sortOrder: 3,
        segments: [1],
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['a'], inverted: false, caseInsensitive: false }],
        parameters: { userIds: '1' },
        variants: [{ name: 'v', weight: 1000, weightType: 'variable', stickiness: 'default' }],
      });
      expect(
        given([created, added(rich)])
          .when(update({ disabled: false }))
          .then(),
      ).toEqual([
        {
          type: 'feature-strategy-update',
          data: { ...dev, data: { ...rich, constraints: [], parameters: {}, variants: [] }, preData: rich },
        },
      ]);
    });

    it("gives a flexibleRollout replaced without parameters Unleash's defaults (100 %, default stickiness, the flag as group)", () => {
      const flexible = strategy('s1', { name: 'flexibleRollout', parameters: { rollout: '10', stickiness: 'userId', groupId: 'g' } });
      const [event] = given([created, added(flexible)])
        .when(update({ name: 'flexibleRollout' }))
        .then();
      expect(event).toMatchObject({ data: { data: { parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' } } } });
    });

    it('emits nothing when nothing changes', () => {
      expect(
        given([created, added(s1)])
          .when(update({}))
          .then(),
      ).toEqual([]);
      expect(
        given([created, added(s1)])
          .when(update({ name: 'default', segments: [1], disabled: false }))
          .then(),
      ).toEqual([]);
    });

    it('drops kept segments that were deleted meanwhile', () => {
      const [event] = given([created, added(s1)])
        .when(update({ disabled: true }, 's1', [2]))
        .then();
      expect(event).toMatchObject({ data: { data: { disabled: true, segments: [] } } });
    });

    it('answers 404 for an unknown strategy id', () => {
      expect(() =>
        given([created, added(s1)])
          .when(update({ title: 'x' }, 'nope'))
          .then(),
      ).toThrow(StrategyNotFoundError);
    });
  });

  describe('remove', () => {
    it('records feature-strategy-remove with preData, then the id is gone', () => {
      const removed: FeatureEvent = { type: 'feature-strategy-remove', data: { ...dev, preData: s1 } };
      expect(
        given([created, added(s1)])
          .when(remove('s1'))
          .then(),
      ).toEqual([removed]);
      expect(() =>
        given([created, added(s1), removed])
          .when(remove('s1'))
          .then(),
      ).toThrow(StrategyNotFoundError);
    });
  });

  describe('set sort order', () => {
    it('records strategy-order-changed with the new and previous order', () => {
      expect(
        given([created, added(s1), added(s2)])
          .when(reorder([{ id: 's1', sortOrder: 5 }]))
          .then(),
      ).toEqual([
        {
          type: 'strategy-order-changed',
          data: {
            ...dev,
            data: { strategyIds: ['s2', 's1'], sortOrders: { s2: 1, s1: 5 } },
            preData: { strategyIds: ['s1', 's2'], sortOrders: { s1: 0, s2: 1 } },
          },
        },
      ]);
    });

    it('emits nothing when the order does not change and 404 for an unknown id', () => {
      expect(
        given([created, added(s1), added(s2)])
          .when(reorder([{ id: 's2', sortOrder: 1 }]))
          .then(),
      ).toEqual([]);
      expect(() =>
        given([created, added(s1)])
          .when(reorder([{ id: 'nope', sortOrder: 1 }]))
          .then(),
      ).toThrow(StrategyNotFoundError);
    });
  });

  it('treats an environment named like an Object.prototype member as empty (bad-input regression: was a TypeError, 500)', () => {
    for (const environment of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() =>
        given([created])
          .when({ kind: 'remove-strategy', ...target, environment, strategyId: 's1' })
          .then(),
      ).toThrow(StrategyNotFoundError);
    }
  });
});
