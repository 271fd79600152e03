import type { Decider } from '@pennant/core';
import { assertNever, type AddonConfigData, type DomainEvent } from '@pennant/events';
import { isDeepStrictEqual } from 'node:util';
import { AddonNotFoundError, InvalidAddonError } from './addon.errors';
import { findProvider, MASKED } from './addon-providers';

/** Every addon config lives in one stream: ids are allocated in order because its appends are serialized. */
export const ADDONS_STREAM = 'addon-configs';

export type AddonEvent = DomainEvent<'addon-config-created' | 'addon-config-updated' | 'addon-config-deleted'>;

export interface AddonsState {
  addons: Record<number, AddonConfigData>;
  /** The highest id ever given: ids are never reused. */
  lastId: number;
}

/** A whole configuration, as POST and PUT take it. */
export interface AddonInput {
  provider: string;
  description: string | null;
  enabled: boolean;
  parameters: Record<string, string>;
  events: string[];
  projects: string[];
  environments: string[];
}

export type AddonCommand = { kind: 'create'; addon: AddonInput; now: string } | { kind: 'update'; id: number; addon: AddonInput } | { kind: 'delete'; id: number };

function find(state: AddonsState, id: number): AddonConfigData {
  const addon = Object.prototype.hasOwnProperty.call(state.addons, id) ? state.addons[id] : undefined;
  if (!addon) throw new AddonNotFoundError(id);
  return addon;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * Checks `input` against its provider (known provider, required parameters, no unknown ones, events
 * the provider can send) and splits the parameters into plain and sensitive; a sensitive value sent
 * back as `*****` keeps `previous`'s.
 */
function configure(id: number, createdAt: string, input: AddonInput, previous?: AddonConfigData): AddonConfigData {
  const provider = findProvider(input.provider);
  if (!provider) throw new InvalidAddonError(`Unknown addon provider "${input.provider}".`, 'body.provider');
  if (previous && previous.provider !== input.provider) throw new InvalidAddonError(`An addon's provider cannot change (it is "${previous.provider}").`, 'body.provider');
  const parameters: Record<string, string> = {};
  const sensitiveParameters: Record<string, string> = {};
  for (const [name, raw] of Object.entries(input.parameters)) {
    const definition = provider.parameters.find((p) => p.name === name);
    if (!definition) throw new InvalidAddonError(`The ${provider.name} addon has no parameter "${name}" (it takes ${provider.parameters.map((p) => p.name).join(', ')}).`, `body.parameters.${name}`);
    const value = definition.sensitive && raw === MASKED && previous ? previous.sensitiveParameters[name] : raw;
    if (value === undefined || value === MASKED) throw new InvalidAddonError(`Parameter "${name}" needs a value.`, `body.parameters.${name}`);
    if (value.trim() === '') continue;
    if (definition.type === 'url' && !/^https?:\/\/\S+$/.test(value)) throw new InvalidAddonError(`Parameter "${name}" must be an http(s) URL.`, `body.parameters.${name}`);
    (definition.sensitive ? sensitiveParameters : parameters)[name] = value;
  }
  for (const definition of provider.parameters) {
    if (definition.required && parameters[definition.name] === undefined && sensitiveParameters[definition.name] === undefined) {
      throw new InvalidAddonError(`The ${provider.name} addon needs the parameter "${definition.name}".`, `body.parameters.${definition.name}`);
    }
  }
  const unknownEvent = input.events.find((e) => !provider.events.includes(e));
  if (unknownEvent !== undefined) throw new InvalidAddonError(`"${unknownEvent}" is not an event the ${provider.name} addon can send.`, 'body.events');
  return { id, provider: provider.name, description: input.description, enabled: input.enabled, parameters, sensitiveParameters, events: unique(input.events), projects: unique(input.projects), environments: unique(input.environments), createdAt };
}

function decide(command: AddonCommand, state: AddonsState): AddonEvent[] {
  switch (command.kind) {
    case 'create':
      return [{ type: 'addon-config-created', data: { data: configure(state.lastId + 1, command.now, command.addon) } }];
    case 'update': {
      const current = find(state, command.id);
      const data = configure(current.id, current.createdAt, command.addon, current);
      return isDeepStrictEqual(data, current) ? [] : [{ type: 'addon-config-updated', data: { data, preData: current } }];
    }
    case 'delete':
      return [{ type: 'addon-config-deleted', data: { preData: find(state, command.id) } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: AddonsState, event: AddonEvent): AddonsState {
  switch (event.type) {
    case 'addon-config-created':
    case 'addon-config-updated': {
      const addon = event.data.data;
      return { addons: { ...state.addons, [addon.id]: addon }, lastId: Math.max(state.lastId, addon.id) };
    }
    case 'addon-config-deleted': {
      const addons = { ...state.addons };
      delete addons[event.data.preData.id];
      return { addons, lastId: state.lastId };
    }
    default:
      return assertNever(event);
  }
}

export const addonDecider: Decider<AddonCommand, AddonsState, AddonEvent> = { initialState: { addons: {}, lastId: 0 }, evolve, decide };
