import { ItemIdTakenError, type Decider, type IdSequence, type LegacySource } from '@pennant/core';
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
 * One stream per signal endpoint, holding the endpoint and its tokens (ADR 0031): the token limit
 * per endpoint is decided exactly by its appends, and different endpoints never contend. Ids come
 * from sequences; the unique name is checked in the read model under the name guard; the endpoint
 * limit counts the read model under a guard every endpoint create takes (exact across nodes, ADR 0057).
 */
export const signalEndpointStreamId = (id: number): string => `signal-endpoint-${id}`;

/** Until ADR 0031 every endpoint and token was in this one stream (ADR 0007); its events are folded first into each endpoint's stream. */
export const SIGNAL_ENDPOINTS_STREAM = 'signal-endpoints';

export const SIGNAL_ENDPOINTS_LEGACY: LegacySource = {
  streamId: SIGNAL_ENDPOINTS_STREAM,
  route(event) {
    switch (event.type) {
      case 'signal-endpoint-created':
      case 'signal-endpoint-updated':
        return signalEndpointStreamId(event.data.data.id);
      case 'signal-endpoint-deleted':
        return signalEndpointStreamId(event.data.preData.id);
      case 'signal-endpoint-token-created':
      case 'signal-endpoint-token-updated':
        return signalEndpointStreamId(event.data.data.signalEndpointId);
      case 'signal-endpoint-token-deleted':
        return signalEndpointStreamId(event.data.preData.signalEndpointId);
      default:
        return null;
    }
  },
};

export const SIGNAL_ENDPOINT_IDS: IdSequence = {
  name: 'signal_endpoint_ids',
  createdTypes: ['signal-endpoint-created'],
  idOf: (event) => (event.type === 'signal-endpoint-created' ? event.data.data.id : null),
};

export const SIGNAL_ENDPOINT_TOKEN_IDS: IdSequence = {
  name: 'signal_endpoint_token_ids',
  createdTypes: ['signal-endpoint-token-created'],
  idOf: (event) => (event.type === 'signal-endpoint-token-created' ? event.data.data.id : null),
};

export const signalEndpointNameKey = (name: string): string => `signal-endpoint-name:${name}`;

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

/** One endpoint's stream: the endpoint with its live tokens, or null; `used` once anything was recorded (ids are not reused). */
export interface SignalEndpointState {
  endpoint: EndpointState | null;
  used: boolean;
}

/** `nameTaken`, `existing` (endpoints): read model, under the name guard. */
export interface CreateEndpoint {
  kind: 'create';
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
  limit: number;
  existing: number;
  nameTaken: boolean;
}
/** Absent = keep; `description: null` clears. */
export interface UpdateEndpoint {
  kind: 'update';
  id: number;
  changes: { name?: string; description?: string | null; enabled?: boolean };
  /** Another endpoint has `changes.name` (read model, under the name guard). */
  nameTaken: boolean;
}
export interface DeleteEndpoint {
  kind: 'delete';
  id: number;
}
export interface CreateToken {
  kind: 'create-token';
  endpointId: number;
  /** A fresh id from the sequence. */
  tokenId: number;
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

function endpointOf(state: SignalEndpointState, id: number): EndpointState {
  if (!state.endpoint) throw new SignalEndpointNotFoundError(id);
  return state.endpoint;
}

function tokenOf(endpoint: EndpointState, tokenId: number): SignalEndpointTokenData {
  const token = endpoint.tokens.find((t) => t.id === tokenId);
  if (!token) throw new SignalEndpointTokenNotFoundError(endpoint.id, tokenId);
  return token;
}

function decideCreate(command: CreateEndpoint, state: SignalEndpointState): SignalEndpointEvent[] {
  if (state.used) throw new ItemIdTakenError(signalEndpointStreamId(command.id));
  if (command.nameTaken) throw new SignalEndpointNameExistsError(command.name);
  if (command.existing >= command.limit) throw new SignalEndpointsLimitError(command.limit);
  const data: SignalEndpointData = { id: command.id, name: command.name, description: command.description, enabled: command.enabled };
  return [{ type: 'signal-endpoint-created', data: { data } }];
}

function decideUpdate(command: UpdateEndpoint, state: SignalEndpointState): SignalEndpointEvent[] {
  const preData = dataOf(endpointOf(state, command.id));
  const { changes } = command;
  const data: SignalEndpointData = {
    ...preData,
    name: changes.name ?? preData.name,
    description: changes.description !== undefined ? changes.description : preData.description,
    enabled: changes.enabled ?? preData.enabled,
  };
  if (data.name === preData.name && data.description === preData.description && data.enabled === preData.enabled) return [];
  if (data.name !== preData.name && command.nameTaken) throw new SignalEndpointNameExistsError(data.name);
  return [{ type: 'signal-endpoint-updated', data: { data, preData } }];
}

function decideToken(command: CreateToken | UpdateToken | DeleteToken, state: SignalEndpointState): SignalEndpointEvent[] {
  const endpoint = endpointOf(state, command.endpointId);
  switch (command.kind) {
    case 'create-token': {
      if (endpoint.tokens.length >= command.limit) throw new SignalTokensLimitError(command.limit);
      const data = { id: command.tokenId, signalEndpointId: endpoint.id, name: command.name, secretHash: command.secretHash };
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

/** The endpoint changed by `f` (a stream holds one endpoint; its tokens are few, limited per endpoint). */
const withEndpoint = (state: SignalEndpointState, f: (e: EndpointState) => EndpointState): SignalEndpointState =>
  state.endpoint ? { endpoint: f(state.endpoint), used: true } : state;

function evolve(state: SignalEndpointState, event: SignalEndpointEvent): SignalEndpointState {
  switch (event.type) {
    case 'signal-endpoint-created':
      return { endpoint: { ...event.data.data, tokens: [] }, used: true };
    case 'signal-endpoint-updated':
      return withEndpoint(state, (e) => ({ ...e, ...event.data.data }));
    case 'signal-endpoint-deleted':
      return { endpoint: null, used: true };
    case 'signal-endpoint-token-created': {
      const { id, signalEndpointId, name } = event.data.data;
      return withEndpoint(state, (e) => ({ ...e, tokens: [...e.tokens, { id, signalEndpointId, name }] }));
    }
    case 'signal-endpoint-token-updated': {
      const { data } = event.data;
      return withEndpoint(state, (e) => ({ ...e, tokens: e.tokens.map((t) => (t.id === data.id ? { ...data } : t)) }));
    }
    case 'signal-endpoint-token-deleted': {
      const { preData } = event.data;
      return withEndpoint(state, (e) => ({ ...e, tokens: e.tokens.filter((t) => t.id !== preData.id) }));
    }
    default:
      return assertNever(event);
  }
}

export const signalEndpointDecider: Decider<SignalEndpointCommand, SignalEndpointState, SignalEndpointEvent> = {
  initialState: { endpoint: null, used: false },
  evolve,
  legacy: SIGNAL_ENDPOINTS_LEGACY,
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
