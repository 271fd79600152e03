import { deciderSpec } from '@pennant/core/testing';
import type { StrategyDefinitionData } from '@pennant/events';
import {
  isStrategyDefinitionStream,
  strategyDefinitionDecider,
  type StrategyDefinitionCommand,
  type StrategyDefinitionEvent,
} from './strategy-definition.decider';
import { BuiltInStrategyError, StrategyExistsError, StrategyNotFoundError } from './strategy-definition.errors';

const sut = deciderSpec(strategyDefinitionDecider);

const param = { name: 'customers', type: 'list' as const, description: 'Customer ids', required: true };
const strategy = (name: string, overrides: Partial<StrategyDefinitionData> = {}): StrategyDefinitionData => ({
  name,
  title: null,
  description: '',
  editable: true,
  deprecated: false,
  parameters: [param],
  ...overrides,
});
const created = (s: StrategyDefinitionData): StrategyDefinitionEvent => ({ type: 'strategy-created', data: { data: s } });
const create = (
  name: string,
  overrides: Partial<Extract<StrategyDefinitionCommand, { kind: 'create' }>> = {},
): StrategyDefinitionCommand => ({
  kind: 'create',
  name,
  title: null,
  description: '',
  deprecated: false,
  parameters: [param],
  ...overrides,
});

describe('strategy definition decider', () => {
  const custom = strategy('byCustomer');

  it('create records strategy-created (always editable); a taken name is 409, built-in ones too', () => {
    sut
      .given([])
      .when(create('byCustomer'))
      .then([created(custom)]);
    sut
      .given([])
      .when(create('legacy', { deprecated: true, title: 'Legacy' }))
      .then([created(strategy('legacy', { deprecated: true, title: 'Legacy' }))]);
    sut
      .given([created(custom)])
      .when(create('byCustomer'))
      .thenThrows(StrategyExistsError);
    for (const name of ['default', 'flexibleRollout', 'remoteAddress', 'applicationHostname']) {
      sut.given([]).when(create(name)).thenThrows(StrategyExistsError);
    }
  });

  it("has Unleash 8's built-in list: userWithId and gradualRollout* are no longer built in and can be defined", () => {
    for (const name of ['userWithId', 'gradualRolloutUserId', 'gradualRolloutSessionId', 'gradualRolloutRandom']) {
      sut
        .given([])
        .when(create(name))
        .then([created(strategy(name))]);
    }
  });

  it('keeps a removed built-in that an older log deprecated, as it was recorded (not editable, can be reactivated)', () => {
    const legacy = {
      name: 'userWithId',
      title: 'UserIDs',
      description: 'Enable the feature for a specific set of userIds.',
      editable: false,
      deprecated: true,
      parameters: [],
    };
    const old: StrategyDefinitionEvent = { type: 'strategy-deprecated', data: { data: legacy } };
    sut.given([old]).when(create('userWithId')).thenThrows(StrategyExistsError);
    sut.given([old]).when({ kind: 'delete', name: 'userWithId' }).thenThrows(BuiltInStrategyError);
    sut
      .given([old])
      .when({ kind: 'reactivate', name: 'userWithId' })
      .then([{ type: 'strategy-reactivated', data: { data: { ...legacy, deprecated: false } } }]);
  });

  it('update records strategy-updated with data and preData, keeps absent fields, and emits nothing for a no-op', () => {
    const withTitle = strategy('byCustomer', { title: 'By customer', description: 'd' });
    sut
      .given([created(withTitle)])
      .when({ kind: 'update', name: 'byCustomer', parameters: [] })
      .then([{ type: 'strategy-updated', data: { data: { ...withTitle, parameters: [] }, preData: withTitle } }]);
    sut
      .given([created(withTitle)])
      .when({ kind: 'update', name: 'byCustomer', title: null })
      .then([{ type: 'strategy-updated', data: { data: { ...withTitle, title: null }, preData: withTitle } }]);
    sut
      .given([created(withTitle)])
      .when({ kind: 'update', name: 'byCustomer', description: 'd', parameters: [param] })
      .thenNothing();
  });

  it('built-in strategies cannot be edited or deleted (403); unknown ones are 404', () => {
    sut.given([]).when({ kind: 'update', name: 'flexibleRollout', description: 'x' }).thenThrows(BuiltInStrategyError);
    sut.given([]).when({ kind: 'delete', name: 'default' }).thenThrows(BuiltInStrategyError);
    sut.given([]).when({ kind: 'update', name: 'nope', description: 'x' }).thenThrows(StrategyNotFoundError);
    sut.given([]).when({ kind: 'delete', name: 'nope' }).thenThrows(StrategyNotFoundError);
    sut.given([]).when({ kind: 'deprecate', name: 'constructor' }).thenThrows(StrategyNotFoundError);
  });

  it('delete records strategy-deleted with {name} and the definition as preData; the name is free again', () => {
    const deletedEvent: StrategyDefinitionEvent = { type: 'strategy-deleted', data: { data: { name: 'byCustomer' }, preData: custom } };
    sut
      .given([created(custom)])
      .when({ kind: 'delete', name: 'byCustomer' })
      .then([deletedEvent]);
    sut
      .given([created(custom), deletedEvent])
      .when(create('byCustomer'))
      .then([created(custom)]);
  });

  it('deprecate and reactivate flip the flag once (no event when already so); default cannot be deprecated', () => {
    sut
      .given([created(custom)])
      .when({ kind: 'deprecate', name: 'byCustomer' })
      .then([{ type: 'strategy-deprecated', data: { data: { ...custom, deprecated: true } } }]);
    const deprecated: StrategyDefinitionEvent = { type: 'strategy-deprecated', data: { data: { ...custom, deprecated: true } } };
    sut
      .given([created(custom), deprecated])
      .when({ kind: 'deprecate', name: 'byCustomer' })
      .thenNothing();
    sut
      .given([created(custom), deprecated])
      .when({ kind: 'reactivate', name: 'byCustomer' })
      .then([{ type: 'strategy-reactivated', data: { data: custom } }]);
    sut
      .given([created(custom)])
      .when({ kind: 'reactivate', name: 'byCustomer' })
      .thenNothing();
    sut.given([]).when({ kind: 'deprecate', name: 'default' }).thenThrows(BuiltInStrategyError);
    const [event] = sut.given([]).when({ kind: 'deprecate', name: 'remoteAddress' }).events();
    expect(event).toMatchObject({
      type: 'strategy-deprecated',
      data: { data: { name: 'remoteAddress', editable: false, deprecated: true } },
    });
  });
});

describe('strategy definition streams (ADR 0031)', () => {
  it('routes every event of the old `strategy-definitions` stream to the definition it names; the projection reads both layouts', () => {
    const created: StrategyDefinitionEvent = { type: 'strategy-created', data: { data: strategy('customers') } };
    const deleted: StrategyDefinitionEvent = { type: 'strategy-deleted', data: { data: { name: 'old' }, preData: strategy('old') } };
    expect([created, deleted].map((e) => strategyDefinitionDecider.legacy?.route(e))).toEqual([
      'strategy-definition-customers',
      'strategy-definition-old',
    ]);
    expect(['strategy-definitions', 'strategy-definition-customers', 's-1', 'test-x'].map(isStrategyDefinitionStream)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
