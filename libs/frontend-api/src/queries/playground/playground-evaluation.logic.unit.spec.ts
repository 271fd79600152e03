import type { Context } from 'unleash-client/lib/context';
import type { ClientFeature, ClientFeaturesResponse } from '@pennant/client-api';
import type { Constraint } from '@pennant/events';
import { engineOf, type SdkEngine } from '../../engine/sdk-engines';
import { evaluateFeature, type StrategyRow } from './playground-evaluation.logic';

/**
 * The playground's reasons, from the SDK's own strategy classes: per strategy, constraint and
 * segment, with the SDK's isEnabled as the flag's answer.
 */
let n = 0;
const row = (name: string, over: Partial<StrategyRow> = {}): StrategyRow => ({
  id: `s${++n}`,
  name,
  title: null,
  disabled: false,
  constraints: [],
  parameters: {},
  segments: [],
  ...over,
});
const served = (rows: StrategyRow[]) =>
  rows
    .filter((r) => !r.disabled)
    .map((r) => ({ name: r.name, constraints: r.constraints, parameters: r.parameters, variants: [], segments: r.segments }));
const flag = (name: string, rows: StrategyRow[], over: Partial<ClientFeature> = {}): ClientFeature => ({
  name,
  type: 'release',
  description: null,
  project: 'default',
  enabled: true,
  stale: false,
  impressionData: false,
  strategies: served(rows),
  variants: [],
  dependencies: [],
  ...over,
});
const response = (features: ClientFeature[]): ClientFeaturesResponse => ({
  version: 2,
  features,
  segments: [{ id: 1, name: 'beta', constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }] }],
  query: { environment: 'production' },
  meta: { revisionId: 1, etag: '', queryHash: '' },
});
const sut = (rows: StrategyRow[], context: Context, over: Partial<ClientFeature> = {}, others: ClientFeature[] = []) => {
  const engine: SdkEngine = engineOf(response([flag('f', rows, over), ...others]));
  return evaluateFeature(engine, 'f', 'production', rows, context);
};
const only = (c: Constraint) => [row('default', { constraints: [c] })];

describe('playground evaluation', () => {
  it('flexibleRollout at 100 % is on and at 0 % is off, each strategy complete', () => {
    const on = sut([row('flexibleRollout', { parameters: { rollout: '100', stickiness: 'default', groupId: 'f' } })], { userId: '1' });
    expect(on).toMatchObject({ isEnabled: true, isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false });
    expect(on.strategies.result).toBe(true);
    expect(on.strategies.data[0].result).toEqual({ enabled: true, evaluationStatus: 'complete' });
    expect(on.strategies.data[0].links.edit).toBe(
      `/api/admin/projects/default/features/f/environments/production/strategies/${on.strategies.data[0].id}`,
    );
    const off = sut([row('flexibleRollout', { parameters: { rollout: '0', stickiness: 'default', groupId: 'f' } })], { userId: '1' });
    expect(off.isEnabled).toBe(false);
    expect(off.strategies).toMatchObject({ result: false, data: [{ result: { enabled: false, evaluationStatus: 'complete' } }] });
    expect(off.variant).toEqual({ name: 'disabled', enabled: false });
  });

  it('userWithId matches the listed users only', () => {
    const rows = [row('userWithId', { parameters: { userIds: '7, 9' } })];
    expect(sut(rows, { userId: '9' }).isEnabled).toBe(true);
    expect(sut(rows, { userId: '8' }).strategies.data[0].result.enabled).toBe(false);
  });

  it('marks each constraint: IN, NOT_IN, inverted, case-insensitive, date and semver', () => {
    const context = { userId: '1', currentTime: new Date('2026-06-01T00:00:00Z'), properties: { plan: 'Pro', version: '2.1.0' } };
    const cases: [Constraint, boolean][] = [
      [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }, true],
      [{ contextName: 'userId', operator: 'IN', values: ['2'] }, false],
      [{ contextName: 'userId', operator: 'NOT_IN', values: ['2'] }, true],
      [{ contextName: 'userId', operator: 'IN', values: ['1'], inverted: true }, false],
      [{ contextName: 'plan', operator: 'STR_STARTS_WITH', values: ['pro'], caseInsensitive: true }, true],
      [{ contextName: 'plan', operator: 'STR_STARTS_WITH', values: ['pro'] }, false],
      [{ contextName: 'currentTime', operator: 'DATE_AFTER', value: '2026-01-01T00:00:00Z' }, true],
      [{ contextName: 'currentTime', operator: 'DATE_BEFORE', value: '2026-01-01T00:00:00Z' }, false],
      [{ contextName: 'version', operator: 'SEMVER_GT', value: '2.0.0' }, true],
      [{ contextName: 'version', operator: 'SEMVER_LT', value: '2.0.0' }, false],
    ];
    for (const [constraint, expected] of cases) {
      const answer = sut(only(constraint), context);
      expect({ constraint, result: answer.strategies.data[0].constraints[0] }).toEqual({
        constraint,
        result: { ...constraint, result: expected },
      });
      expect({ constraint, enabled: answer.isEnabled }).toEqual({ constraint, enabled: expected });
    }
    const both = sut([row('default', { constraints: cases.slice(0, 2).map(([c]) => c) })], context);
    expect(both.strategies.data[0].constraints.map((c) => c.result)).toEqual([true, false]);
    expect(both.strategies.data[0].result.enabled).toBe(false);
  });

  it('reports a segment with its constraints, and an unknown segment as failing', () => {
    const rows = [row('default', { segments: [1] })];
    const eu = sut(rows, { properties: { region: 'eu' } });
    expect(eu.strategies.data[0].segments).toEqual([
      { id: 1, name: 'beta', result: true, constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'], result: true }] },
    ]);
    expect(eu.isEnabled).toBe(true);
    const us = sut(rows, { properties: { region: 'us' } });
    expect(us.strategies.data[0]).toMatchObject({ result: { enabled: false }, segments: [{ id: 1, result: false }] });
    expect(us.isEnabled).toBe(false);
    const missing = sut([row('default', { segments: [5] })], {});
    expect(missing.strategies.data[0]).toMatchObject({ result: { enabled: false }, segments: [{ id: 5, result: false }] });
  });

  it('a custom strategy is unknown and incomplete (false when its constraints fail); the flag stays off', () => {
    const custom = sut([row('my-custom', { constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }] })], { userId: '1' });
    expect(custom.strategies.data[0].result).toEqual({ enabled: 'unknown', evaluationStatus: 'incomplete' });
    expect(custom.strategies.result).toBe('unknown');
    expect(custom.isEnabled).toBe(false);
    const failing = sut([row('my-custom', { constraints: [{ contextName: 'userId', operator: 'IN', values: ['2'] }] })], { userId: '1' });
    expect(failing.strategies.data[0].result).toEqual({ enabled: false, evaluationStatus: 'incomplete' });
    // An evaluable strategy that is on wins over an unknown one.
    expect(sut([row('my-custom'), row('default')], {}).strategies.result).toBe(true);
  });

  it('lists a disabled strategy, evaluated, without counting it', () => {
    const answer = sut([row('default', { disabled: true }), row('userWithId', { parameters: { userIds: '2' } })], { userId: '1' });
    expect(answer.strategies.data.map((s) => [s.disabled, s.result.enabled])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(answer.strategies.result).toBe(false);
    expect(answer.isEnabled).toBe(false);
  });

  it('in an environment where the flag is off: strategies still evaluated, the flag off', () => {
    const answer = sut([row('default')], {}, { enabled: false });
    expect(answer).toMatchObject({ isEnabled: false, isEnabledInCurrentEnvironment: false, strategies: { result: true } });
  });

  it('an unsatisfied parent turns the flag off and says so', () => {
    const parent = flag('parent', [], { name: 'parent', enabled: false, strategies: [] });
    const answer = sut([row('default')], {}, { dependencies: [{ feature: 'parent', enabled: true }] }, [parent]);
    expect(answer).toMatchObject({ isEnabled: false, hasUnsatisfiedDependency: true, strategies: { result: true } });
    const on = flag('parent', [row('default')], { name: 'parent' });
    expect(sut([row('default')], {}, { dependencies: [{ feature: 'parent', enabled: true }] }, [on])).toMatchObject({
      isEnabled: true,
      hasUnsatisfiedDependency: false,
    });
  });

  it('answers the variant the SDK picks, with its payload', () => {
    const variants = [
      { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: 'b' } },
    ];
    const answer = sut([row('default')], { userId: '3' }, { variants });
    expect(answer.variant).toEqual({ name: 'blue', enabled: true, payload: { type: 'string', value: 'b' } });
    expect(answer.variants).toEqual(variants);
  });
});
