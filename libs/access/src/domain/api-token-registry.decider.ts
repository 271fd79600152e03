import type { Decider } from '@pennant/core';
import { assertNever, type ApiTokenData, type DomainEvent } from '@pennant/events';
import { BadDataError } from '@pennant/platform';
import { ApiTokenNotFoundError, ApiTokensLimitError } from './access.errors';

/**
 * Every API token lives in ONE stream, `api-tokens`: the limit (2000 by default) is then enforced
 * race-free by the expected-version append alone. Tokens are addressed by the sha256 of their
 * secret (the secret never enters the domain or the log).
 */
export const API_TOKENS_STREAM = 'api-tokens';

export type ApiTokenEvent = DomainEvent<'api-token-created' | 'api-token-updated' | 'api-token-deleted'>;

export interface ApiTokenState extends ApiTokenData {
  secretHash: string;
}

export interface ApiTokenRegistryState {
  /** By secret hash. */
  tokens: Readonly<Record<string, ApiTokenState>>;
  count: number;
}

export interface CreateApiToken {
  kind: 'create';
  token: ApiTokenData;
  secretHash: string;
  /** Masked secret for the log (`*:*.ab12…`), never the secret. */
  displaySecret: string;
  limit: number;
}
export interface UpdateApiToken {
  kind: 'update';
  secretHash: string;
  expiresAt: string | null;
  /** Project tokens route: the token must belong to this project. */
  project?: string;
}
export interface DeleteApiToken {
  kind: 'delete';
  secretHash: string;
  project?: string;
}

export type ApiTokenCommand = CreateApiToken | UpdateApiToken | DeleteApiToken;

function bad(path: string, message: string): BadDataError {
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [{ path, message: `${path} ${message}` }]);
}

/** Unleash's rules: admin tokens are all-projects and `*` env; SDK tokens name one environment. */
export function assertTokenScope(token: Pick<ApiTokenData, 'type' | 'environment' | 'projects' | 'expiresAt' | 'createdAt'>): void {
  // A token that would be born expired is a mistake, not a token (issue 25 §8).
  if (token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.parse(token.createdAt)) throw bad('body.expiresAt', 'must be in the future');
  if (token.projects.length === 0) throw bad('body.projects', 'must name at least one project');
  if (token.projects.includes('*') && token.projects.length > 1) throw bad('body.projects', 'must be ["*"] alone or a list of projects');
  if (token.type === 'admin') {
    if (token.environment !== '*') throw bad('body.environment', 'must be "*" for admin tokens');
    if (token.projects[0] !== '*') throw bad('body.projects', 'must be all projects ("*") for admin tokens');
  } else if (token.environment === '*') {
    throw bad('body.environment', `must be a single environment for ${token.type} tokens, not "*"`);
  }
}

function tokenOf(state: ApiTokenRegistryState, secretHash: string, project: string | undefined): ApiTokenState {
  const token = state.tokens[secretHash];
  if (!token || (project !== undefined && !(token.projects.length === 1 && token.projects[0] === project))) throw new ApiTokenNotFoundError();
  return token;
}

function subject(token: ApiTokenData): { project: string | null; environment: string | null } {
  return {
    project: token.projects.length === 1 && token.projects[0] !== '*' ? token.projects[0] : null,
    environment: token.environment === '*' ? null : token.environment,
  };
}

function decide(command: ApiTokenCommand, state: ApiTokenRegistryState): ApiTokenEvent[] {
  switch (command.kind) {
    case 'create': {
      if (command.token.tokenName.trim() === '') throw bad('body.tokenName', 'must not be empty');
      assertTokenScope(command.token);
      if (state.count >= command.limit) throw new ApiTokensLimitError(command.limit);
      if (state.tokens[command.secretHash]) throw new BadDataError('A token with this secret already exists.');
      const data = { ...command.token, secretHash: command.secretHash, displaySecret: command.displaySecret };
      return [{ type: 'api-token-created', data: { ...subject(command.token), data } }];
    }
    case 'update': {
      const token = tokenOf(state, command.secretHash, command.project);
      if (token.expiresAt === command.expiresAt) return [];
      const data = { tokenName: token.tokenName, secretHash: token.secretHash, expiresAt: command.expiresAt };
      return [{ type: 'api-token-updated', data: { ...subject(token), data, preData: { expiresAt: token.expiresAt } } }];
    }
    case 'delete': {
      const token = tokenOf(state, command.secretHash, command.project);
      return [{ type: 'api-token-deleted', data: { ...subject(token), preData: { tokenName: token.tokenName, secretHash: token.secretHash } } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ApiTokenRegistryState, event: ApiTokenEvent): ApiTokenRegistryState {
  switch (event.type) {
    case 'api-token-created': {
      const { secretHash, displaySecret: _masked, ...token } = event.data.data;
      const existed = state.tokens[secretHash] !== undefined;
      return { tokens: { ...state.tokens, [secretHash]: { ...token, secretHash } }, count: state.count + (existed ? 0 : 1) };
    }
    case 'api-token-updated': {
      const { secretHash, expiresAt } = event.data.data;
      const token = state.tokens[secretHash];
      return token ? { ...state, tokens: { ...state.tokens, [secretHash]: { ...token, expiresAt } } } : state;
    }
    case 'api-token-deleted': {
      const { secretHash } = event.data.preData;
      if (!state.tokens[secretHash]) return state;
      const tokens = { ...state.tokens };
      delete tokens[secretHash];
      return { tokens, count: state.count - 1 };
    }
    default:
      return assertNever(event);
  }
}

export const apiTokenRegistryDecider: Decider<ApiTokenCommand, ApiTokenRegistryState, ApiTokenEvent> = {
  initialState: { tokens: {}, count: 0 },
  evolve,
  decide,
};
