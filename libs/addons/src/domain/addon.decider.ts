import { ItemIdTakenError, type Decider, type IdSequence, type LegacySource } from '@pennant/core';
import { assertNever, type AddonConfigData, type DomainEvent } from '@pennant/events';
import { isDeepStrictEqual } from 'node:util';
import { AddonNotFoundError, InvalidAddonError } from './addon.errors';
import { findProvider, MASKED } from '../model/addon-providers';

/** One stream per addon configuration (ADR 0031); ids come from a sequence. */
export const addonStreamId = (id: number): string => `addon-config-${id}`;

/** Until ADR 0031 every addon config was in this one stream; its events are folded first into each addon's stream. */
export const ADDONS_STREAM = 'addon-configs';

export const ADDONS_LEGACY: LegacySource = {
  streamId: ADDONS_STREAM,
  route: (event) =>
    event.type === 'addon-config-created' || event.type === 'addon-config-updated'
      ? addonStreamId(event.data.data.id)
      : event.type === 'addon-config-deleted'
        ? addonStreamId(event.data.preData.id)
        : null,
};

export const ADDON_IDS: IdSequence = {
  name: 'addon_ids',
  createdTypes: ['addon-config-created'],
  idOf: (event) => (event.type === 'addon-config-created' ? event.data.data.id : null),
};

export type AddonEvent = DomainEvent<'addon-config-created' | 'addon-config-updated' | 'addon-config-deleted'>;

/** One id's stream: the configuration, or null; `used` once anything was recorded (ids are never reused). */
export interface AddonState {
  addon: AddonConfigData | null;
  used: boolean;
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

export type AddonCommand =
  | { kind: 'create'; id: number; addon: AddonInput; now: string }
  | { kind: 'update'; id: number; addon: AddonInput }
  | { kind: 'delete'; id: number };

function find(state: AddonState, id: number): AddonConfigData {
  if (!state.addon) throw new AddonNotFoundError(id);
  return state.addon;
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
  if (previous && previous.provider !== input.provider)
    throw new InvalidAddonError(`An addon's provider cannot change (it is "${previous.provider}").`, 'body.provider');
  const parameters: Record<string, string> = {};
  const sensitiveParameters: Record<string, string> = {};
  for (const [name, raw] of Object.entries(input.parameters)) {
    const definition = provider.parameters.find((p) => p.name === name);
    if (!definition)
      throw new InvalidAddonError(
        `The ${provider.name} addon has no parameter "${name}" (it takes ${provider.parameters.map((p) => p.name).join(', ')}).`,
        `body.parameters.${name}`,
      );
    const value = definition.sensitive && raw === MASKED && previous ? previous.sensitiveParameters[name] : raw;
    if (value === undefined || value === MASKED)
      throw new InvalidAddonError(`Parameter "${name}" needs a value.`, `body.parameters.${name}`);
    if (value.trim() === '') continue;
    if (definition.type === 'url' && !/^https?:\/\/\S+$/.test(value))
      throw new InvalidAddonError(`Parameter "${name}" must be an http(s) URL.`, `body.parameters.${name}`);
    (definition.sensitive ? sensitiveParameters : parameters)[name] = value;
  }
  for (const definition of provider.parameters) {
    if (definition.required && parameters[definition.name] === undefined && sensitiveParameters[definition.name] === undefined) {
      throw new InvalidAddonError(
        `The ${provider.name} addon needs the parameter "${definition.name}".`,
        `body.parameters.${definition.name}`,
      );
    }
  }
  const unknownEvent = input.events.find((e) => !provider.events.includes(e));
  if (unknownEvent !== undefined)
    throw new InvalidAddonError(`"${unknownEvent}" is not an event the ${provider.name} addon can send.`, 'body.events');
  return {
    id,
    provider: provider.name,
    description: input.description,
    enabled: input.enabled,
    parameters,
    sensitiveParameters,
    events: unique(input.events),
    projects: unique(input.projects),
    environments: unique(input.environments),
    createdAt,
  };
}

function decide(command: AddonCommand, state: AddonState): AddonEvent[] {
  switch (command.kind) {
    case 'create':
      if (state.used) throw new ItemIdTakenError(addonStreamId(command.id));
      return [{ type: 'addon-config-created', data: { data: configure(command.id, command.now, command.addon) } }];
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

function evolve(state: AddonState, event: AddonEvent): AddonState {
  switch (event.type) {
    case 'addon-config-created':
    case 'addon-config-updated':
      return { addon: event.data.data, used: true };
    case 'addon-config-deleted':
      return { addon: null, used: true };
    default:
      return assertNever(event);
  }
}

export const addonDecider: Decider<AddonCommand, AddonState, AddonEvent> = {
  initialState: { addon: null, used: false },
  evolve,
  decide,
  legacy: ADDONS_LEGACY,
};
