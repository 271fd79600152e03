import type { Decider } from '@pennant/core';
import type { DomainEvent, SignalEndpointData, SignalEndpointTokenData } from '@pennant/events';
import { assertNever } from '@pennant/events';
import {
  SignalEndpointNameExistsError,
  SignalEndpointNotFoundError,
  SignalEndpointsLimitError,
  SignalEndpointTokenNotFoundError,
  SignalTokensLimitError,
} from './signal-endpoint.errors';

/**
 * All signal endpoints and their tokens live in ONE stream, `signal-endpoints`. The set is tiny
 * (default limit 5 endpoints × 5 tokens) and written rarely, and one stream makes every
 * cross-endpoint rule race-free through the expected-version append alone: name uniqueness, the
 * endpoint and token limits, and integer ids (max id ever seen + 1, never reused). Two concurrent
 * creates cannot both append at the same version; the loser is retried on the new state, where
 * it sees the winner's name, count and id. A stream per name would guard the name only, and
 * ids/limits would then need a second aggregate or a database sequence (which leaves gaps and
 * cannot be decided purely).
 */
export const SIGNAL_ENDPOINTS_STREAM = 'signal-endpoints';

export type SignalEndpointEvent = DomainEvent<
  | 'signal-endpoint-created'
  | 'signal-endpoint-updated'
  | 'signal-endpoint-deleted'
  | 'signal-endpoint-token-created'
  | 'signal-endpoint-token-updated'
  | 'signal-endpoint-token-deleted'
>;

export interface EndpointState extends SignalEndpointData {
  tokens: SignalEndpointTokenData[];
}

export interface RegistryState {
  endpoints: EndpointState[];
  lastEndpointId: number;
  lastTokenId: number;
}

export interface CreateEndpoint {
  kind: 'create';
  name: string;
  description: string | null;
  enabled: boolean;
  limit: number;
}
/** Absent = keep; `description: null` clears. */
export interface UpdateEndpoint {
  kind: 'update';
  id: number;
  changes: { name?: string; description?: string | null; enabled?: boolean };
}
export interface DeleteEndpoint {
  kind: 'delete';
  id: number;
}
export interface CreateToken {
  kind: 'create-token';
  endpointId: number;
  name: string;
  /** Hex sha256 of the secret, computed by the handler; the secret never enters the domain. */
  secretHash: string;
  limit: number;
}
export interface UpdateToken {
  kind: 'update-token';
  endpointId: number;
  tokenId: number;
  name: string;
}
export interface DeleteToken {
  kind: 'delete-token';
  endpointId: number;
  tokenId: number;
}

export type SignalEndpointCommand = CreateEndpoint | UpdateEndpoint | DeleteEndpoint | CreateToken | UpdateToken | DeleteToken;

const dataOf = ({ id, name, description, enabled }: EndpointState): SignalEndpointData => ({ id, name, description, enabled });

function endpointOf(state: RegistryState, id: number): EndpointState {
  const endpoint = state.endpoints.find((e) => e.id === id);
  if (!endpoint) throw new SignalEndpointNotFoundError(id);
  return endpoint;
}

function tokenOf(endpoint: EndpointState, tokenId: number): SignalEndpointTokenData {
  const token = endpoint.tokens.find((t) => t.id === tokenId);
  if (!token) throw new SignalEndpointTokenNotFoundError(endpoint.id, tokenId);
  return token;
}

function assertNameFree(state: RegistryState, name: string, exceptId: number | null): void {
  if (state.endpoints.some((e) => e.name === name && e.id !== exceptId)) throw new SignalEndpointNameExistsError(name);
}

function decideCreate(command: CreateEndpoint, state: RegistryState): SignalEndpointEvent[] {
  assertNameFree(state, command.name, null);
  if (state.endpoints.length >= command.limit) throw new SignalEndpointsLimitError(command.limit);
  const data: SignalEndpointData = { id: state.lastEndpointId + 1, name: command.name, description: command.description, enabled: command.enabled };
  return [{ type: 'signal-endpoint-created', data: { data } }];
}

function decideUpdate(command: UpdateEndpoint, state: RegistryState): SignalEndpointEvent[] {
  const preData = dataOf(endpointOf(state, command.id));
  const { changes } = command;
  const data: SignalEndpointData = {
    ...preData,
    name: changes.name ?? preData.name,
    description: changes.description !== undefined ? changes.description : preData.description,
    enabled: changes.enabled ?? preData.enabled,
  };
  if (data.name === preData.name && data.description === preData.description && data.enabled === preData.enabled) return [];
  if (data.name !== preData.name) assertNameFree(state, data.name, preData.id);
  return [{ type: 'signal-endpoint-updated', data: { data, preData } }];
}

function decideToken(command: CreateToken | UpdateToken | DeleteToken, state: RegistryState): SignalEndpointEvent[] {
  const endpoint = endpointOf(state, command.endpointId);
  switch (command.kind) {
    case 'create-token': {
      if (endpoint.tokens.length >= command.limit) throw new SignalTokensLimitError(command.limit);
      const data = { id: state.lastTokenId + 1, signalEndpointId: endpoint.id, name: command.name, secretHash: command.secretHash };
      return [{ type: 'signal-endpoint-token-created', data: { data } }];
    }
    case 'update-token': {
      const preData = tokenOf(endpoint, command.tokenId);
      if (preData.name === command.name) return [];
      return [{ type: 'signal-endpoint-token-updated', data: { data: { ...preData, name: command.name }, preData } }];
    }
    case 'delete-token':
      return [{ type: 'signal-endpoint-token-deleted', data: { preData: tokenOf(endpoint, command.tokenId) } }];
    default:
      return assertNever(command);
  }
}

const mapEndpoint = (state: RegistryState, id: number, f: (e: EndpointState) => EndpointState): EndpointState[] =>
  state.endpoints.map((e) => (e.id === id ? f(e) : e));

function evolve(state: RegistryState, event: SignalEndpointEvent): RegistryState {
  switch (event.type) {
    case 'signal-endpoint-created': {
      const { data } = event.data;
      return { ...state, endpoints: [...state.endpoints, { ...data, tokens: [] }], lastEndpointId: Math.max(state.lastEndpointId, data.id) };
    }
    case 'signal-endpoint-updated':
      return { ...state, endpoints: mapEndpoint(state, event.data.data.id, (e) => ({ ...e, ...event.data.data })) };
    case 'signal-endpoint-deleted':
      return { ...state, endpoints: state.endpoints.filter((e) => e.id !== event.data.preData.id) };
    case 'signal-endpoint-token-created': {
      const { id, signalEndpointId, name } = event.data.data;
      const endpoints = mapEndpoint(state, signalEndpointId, (e) => ({ ...e, tokens: [...e.tokens, { id, signalEndpointId, name }] }));
      return { ...state, endpoints, lastTokenId: Math.max(state.lastTokenId, id) };
    }
    case 'signal-endpoint-token-updated': {
      const { data } = event.data;
      return { ...state, endpoints: mapEndpoint(state, data.signalEndpointId, (e) => ({ ...e, tokens: e.tokens.map((t) => (t.id === data.id ? { ...data } : t)) })) };
    }
    case 'signal-endpoint-token-deleted': {
      const { preData } = event.data;
      return { ...state, endpoints: mapEndpoint(state, preData.signalEndpointId, (e) => ({ ...e, tokens: e.tokens.filter((t) => t.id !== preData.id) })) };
    }
    default:
      return assertNever(event);
  }
}

export const signalEndpointRegistryDecider: Decider<SignalEndpointCommand, RegistryState, SignalEndpointEvent> = {
  initialState: { endpoints: [], lastEndpointId: 0, lastTokenId: 0 },
  evolve,
  decide(command, state) {
    switch (command.kind) {
      case 'create':
        return decideCreate(command, state);
      case 'update':
        return decideUpdate(command, state);
      case 'delete':
        return [{ type: 'signal-endpoint-deleted', data: { preData: dataOf(endpointOf(state, command.id)) } }];
      case 'create-token':
      case 'update-token':
      case 'delete-token':
        return decideToken(command, state);
      default:
        return assertNever(command);
    }
  },
};
