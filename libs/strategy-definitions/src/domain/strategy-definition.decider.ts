import type { Decider, LegacySource } from '@pennant/core';
import { assertNever, type DomainEvent, type StrategyDefinitionData, type StrategyParameterDefinition } from '@pennant/events';
import { isDeepStrictEqual } from 'node:util';
import { BUILT_IN_STRATEGIES } from '../model/built-in-strategies';
import { BuiltInStrategyError, StrategyExistsError, StrategyNotFoundError } from './strategy-definition.errors';

/**
 * One stream per strategy definition, named after it (ADR 0031): a name is unique because a create
 * expects its stream not to hold a definition, and different definitions never contend.
 */
export const strategyDefinitionStreamId = (name: string): string => `strategy-definition-${name}`;

/** Until ADR 0031 every definition was in this one stream; its events are folded first into the definition's stream. */
export const STRATEGY_DEFINITIONS_STREAM = 'strategy-definitions';

export const STRATEGY_DEFINITIONS_LEGACY: LegacySource = {
  streamId: STRATEGY_DEFINITIONS_STREAM,
  route: (event) =>
    event.type === 'strategy-deleted'
      ? strategyDefinitionStreamId(event.data.preData.name)
      : event.type === 'strategy-created' ||
          event.type === 'strategy-updated' ||
          event.type === 'strategy-deprecated' ||
          event.type === 'strategy-reactivated'
        ? strategyDefinitionStreamId(event.data.data.name)
        : null,
};

/** Streams whose `strategy-*` events are definitions (the projection runtime's tests append placeholders elsewhere). */
export const isStrategyDefinitionStream = (streamId: string): boolean =>
  streamId === STRATEGY_DEFINITIONS_STREAM || streamId.startsWith('strategy-definition-');

export type StrategyDefinitionEvent = DomainEvent<
  'strategy-created' | 'strategy-updated' | 'strategy-deleted' | 'strategy-deprecated' | 'strategy-reactivated'
>;

/** On a definition's own stream: that definition (once created) and the built-in ones, which exist without an event. */
export interface StrategyDefinitionsState {
  strategies: Record<string, StrategyDefinitionData>;
}

export interface CreateStrategyDefinition {
  kind: 'create';
  name: string;
  title: string | null;
  description: string;
  deprecated: boolean;
  parameters: StrategyParameterDefinition[];
}

/** Absent = keep. */
export interface UpdateStrategyDefinition {
  kind: 'update';
  name: string;
  title?: string | null;
  description?: string;
  parameters?: StrategyParameterDefinition[];
}

export type StrategyDefinitionCommand =
  | CreateStrategyDefinition
  | UpdateStrategyDefinition
  | { kind: 'delete'; name: string }
  | { kind: 'deprecate'; name: string }
  | { kind: 'reactivate'; name: string };

/** Own entries only: a name such as `constructor` must not find Object.prototype's. */
export function findStrategy(state: StrategyDefinitionsState, name: string): StrategyDefinitionData | undefined {
  return Object.prototype.hasOwnProperty.call(state.strategies, name) ? state.strategies[name] : undefined;
}

function existing(state: StrategyDefinitionsState, name: string): StrategyDefinitionData {
  const current = findStrategy(state, name);
  if (!current) throw new StrategyNotFoundError(name);
  return current;
}

function decide(command: StrategyDefinitionCommand, state: StrategyDefinitionsState): StrategyDefinitionEvent[] {
  switch (command.kind) {
    case 'create': {
      if (findStrategy(state, command.name)) throw new StrategyExistsError(command.name);
      const data: StrategyDefinitionData = {
        name: command.name,
        title: command.title,
        description: command.description,
        editable: true,
        deprecated: command.deprecated,
        parameters: command.parameters,
      };
      return [{ type: 'strategy-created', data: { data } }];
    }
    case 'update': {
      const current = existing(state, command.name);
      if (!current.editable) throw new BuiltInStrategyError(command.name, 'edit');
      const data: StrategyDefinitionData = {
        ...current,
        title: command.title !== undefined ? command.title : current.title,
        description: command.description ?? current.description,
        parameters: command.parameters ?? current.parameters,
      };
      if (isDeepStrictEqual(data, current)) return [];
      return [{ type: 'strategy-updated', data: { data, preData: current } }];
    }
    case 'delete': {
      const current = existing(state, command.name);
      if (!current.editable) throw new BuiltInStrategyError(command.name, 'delete');
      return [{ type: 'strategy-deleted', data: { data: { name: current.name }, preData: current } }];
    }
    case 'deprecate': {
      const current = existing(state, command.name);
      if (current.name === 'default') throw new BuiltInStrategyError(command.name, 'deprecate');
      return current.deprecated ? [] : [{ type: 'strategy-deprecated', data: { data: { ...current, deprecated: true } } }];
    }
    case 'reactivate': {
      const current = existing(state, command.name);
      return current.deprecated ? [{ type: 'strategy-reactivated', data: { data: { ...current, deprecated: false } } }] : [];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: StrategyDefinitionsState, event: StrategyDefinitionEvent): StrategyDefinitionsState {
  switch (event.type) {
    case 'strategy-created':
    case 'strategy-updated':
    case 'strategy-deprecated':
    case 'strategy-reactivated':
      return { strategies: { ...state.strategies, [event.data.data.name]: event.data.data } };
    case 'strategy-deleted': {
      const strategies = { ...state.strategies };
      delete strategies[event.data.preData.name];
      return { strategies };
    }
    default:
      return assertNever(event);
  }
}

export const strategyDefinitionDecider: Decider<StrategyDefinitionCommand, StrategyDefinitionsState, StrategyDefinitionEvent> = {
  initialState: { strategies: Object.fromEntries(BUILT_IN_STRATEGIES.map((s) => [s.name, s])) },
  evolve,
  decide,
  legacy: STRATEGY_DEFINITIONS_LEGACY,
};
