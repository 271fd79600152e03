import type { StrategyDefinitionData } from '@pennant/events';
import { isStrategyDefinitionStream, strategyDefinitionDecider as sut, type StrategyDefinitionCommand, type StrategyDefinitionEvent } from './strategy-definition.decider';
import { BuiltInStrategyError, StrategyExistsError, StrategyNotFoundError } from './strategy-definition.errors';

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
const create = (name: string, overrides: Partial<Extract<StrategyDefinitionCommand, { kind: 'create' }>> = {}): StrategyDefinitionCommand => ({
  kind: 'create',
  name,
  title: null,
  description: '',
  deprecated: false,
  parameters: [param],
  ...overrides,
});

function given(events: StrategyDefinitionEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: StrategyDefinitionCommand) => ({ then: () => sut.decide(command, state) }) };
}

describe('strategy definition decider', () => {
  const custom = strategy('byCustomer');

  it('create records strategy-created (always editable); a taken name is 409, built-in ones too', () => {
    expect(given([]).when(create('byCustomer')).then()).toEqual([created(custom)]);
    expect(given([]).when(create('legacy', { deprecated: true, title: 'Legacy' })).then()).toEqual([created(strategy('legacy', { deprecated: true, title: 'Legacy' }))]);
    expect(() => given([created(custom)]).when(create('byCustomer')).then()).toThrow(StrategyExistsError);
    for (const name of ['default', 'flexibleRollout', 'userWithId', 'remoteAddress', 'applicationHostname', 'gradualRolloutUserId']) {
      expect(() => given([]).when(create(name)).then()).toThrow(StrategyExistsError);
    }
  });

  it('update records strategy-updated with data and preData, keeps absent fields, and emits nothing for a no-op', () => {
    const withTitle = strategy('byCustomer', { title: 'By customer', description: 'd' });
    expect(given([created(withTitle)]).when({ kind: 'update', name: 'byCustomer', parameters: [] }).then()).toEqual([
      { type: 'strategy-updated', data: { data: { ...withTitle, parameters: [] }, preData: withTitle } },
    ]);
    expect(given([created(withTitle)]).when({ kind: 'update', name: 'byCustomer', title: null }).then()).toEqual([
      { type: 'strategy-updated', data: { data: { ...withTitle, title: null }, preData: withTitle } },
    ]);
    expect(given([created(withTitle)]).when({ kind: 'update', name: 'byCustomer', description: 'd', parameters: [param] }).then()).toEqual([]);
  });

  it('built-in strategies cannot be edited or deleted (403); unknown ones are 404', () => {
    expect(() => given([]).when({ kind: 'update', name: 'flexibleRollout', description: 'x' }).then()).toThrow(BuiltInStrategyError);
    expect(() => given([]).when({ kind: 'delete', name: 'default' }).then()).toThrow(BuiltInStrategyError);
    expect(() => given([]).when({ kind: 'update', name: 'nope', description: 'x' }).then()).toThrow(StrategyNotFoundError);
    expect(() => given([]).when({ kind: 'delete', name: 'nope' }).then()).toThrow(StrategyNotFoundError);
    expect(() => given([]).when({ kind: 'deprecate', name: 'constructor' }).then()).toThrow(StrategyNotFoundError);
  });

  it('delete records strategy-deleted with {name} and the definition as preData; the name is free again', () => {
    const deletedEvent: StrategyDefinitionEvent = { type: 'strategy-deleted', data: { data: { name: 'byCustomer' }, preData: custom } };
    expect(given([created(custom)]).when({ kind: 'delete', name: 'byCustomer' }).then()).toEqual([deletedEvent]);
    expect(given([created(custom), deletedEvent]).when(create('byCustomer')).then()).toEqual([created(custom)]);
  });

  it('deprecate and reactivate flip the flag once (no event when already so); default cannot be deprecated', () => {
    expect(given([created(custom)]).when({ kind: 'deprecate', name: 'byCustomer' }).then()).toEqual([{ type: 'strategy-deprecated', data: { data: { ...custom, deprecated: true } } }]);
    const deprecated: StrategyDefinitionEvent = { type: 'strategy-deprecated', data: { data: { ...custom, deprecated: true } } };
    expect(given([created(custom), deprecated]).when({ kind: 'deprecate', name: 'byCustomer' }).then()).toEqual([]);
    expect(given([created(custom), deprecated]).when({ kind: 'reactivate', name: 'byCustomer' }).then()).toEqual([{ type: 'strategy-reactivated', data: { data: custom } }]);
    expect(given([created(custom)]).when({ kind: 'reactivate', name: 'byCustomer' }).then()).toEqual([]);
    expect(() => given([]).when({ kind: 'deprecate', name: 'default' }).then()).toThrow(BuiltInStrategyError);
    const [event] = given([]).when({ kind: 'deprecate', name: 'userWithId' }).then();
    expect(event).toMatchObject({ type: 'strategy-deprecated', data: { data: { name: 'userWithId', editable: false, deprecated: true } } });
    expect(given([]).when({ kind: 'reactivate', name: 'gradualRolloutRandom' }).then()).toMatchObject([{ type: 'strategy-reactivated', data: { data: { name: 'gradualRolloutRandom', deprecated: false } } }]);
  });
});

describe('strategy definition streams (ADR 0031)', () => {
  it('routes every event of the old `strategy-definitions` stream to the definition it names; the projection reads both layouts', () => {
    const created: StrategyDefinitionEvent = { type: 'strategy-created', data: { data: strategy('customers') } };
    const deleted: StrategyDefinitionEvent = { type: 'strategy-deleted', data: { data: { name: 'old' }, preData: strategy('old') } };
    expect([created, deleted].map((e) => sut.legacy?.route(e))).toEqual(['strategy-definition-customers', 'strategy-definition-old']);
    expect(['strategy-definitions', 'strategy-definition-customers', 's-1', 'test-x'].map(isStrategyDefinitionStream)).toEqual([true, true, false, false]);
  });
});
