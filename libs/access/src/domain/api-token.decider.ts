import type { Decider, LegacySource } from '@pennant/core';
import { assertNever, type ApiTokenData, type DomainEvent } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';
import { ApiTokenNotFoundError, ApiTokensLimitError } from './access.errors';

/**
 * One stream per API token, named after the sha256 of its secret (the secret never enters the
 * domain or the log): different tokens never contend (ADR 0031). The limit (2,000 by default) is
 * counted in the read model; concurrent creates can pass it by a few (ADR 0031).
 */
export const apiTokenStreamId = (secretHash: string): string => `api-token-${secretHash}`;

/** Until ADR 0031 every token was in this one stream; its events are folded first into each token's stream. */
export const API_TOKENS_STREAM = 'api-tokens';

export const API_TOKENS_LEGACY: LegacySource = {
  streamId: API_TOKENS_STREAM,
  route: (event) =>
    event.type === 'api-token-created' || event.type === 'api-token-updated'
      ? apiTokenStreamId(event.data.data.secretHash)
      : event.type === 'api-token-deleted'
        ? apiTokenStreamId(event.data.preData.secretHash)
        : null,
};

export type ApiTokenEvent = DomainEvent<'api-token-created' | 'api-token-updated' | 'api-token-deleted'>;

export interface ApiTokenState extends ApiTokenData {
  secretHash: string;
}

/** One token's stream: the token, or null (not created, or deleted). */
export interface ApiTokenStreamState {
  token: ApiTokenState | null;
}

export interface CreateApiToken {
  kind: 'create';
  token: ApiTokenData;
  secretHash: string;
  /** Masked secret for the log (`*:*.ab12…`), never the secret. */
  displaySecret: string;
  limit: number;
  /** How many tokens exist (read model). */
  existing: number;
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
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [
    { path, message: `${path} ${message}` },
  ]);
}

/** Unleash's rules: admin tokens are all-projects and `*` env; SDK tokens name one environment. */
export function assertTokenScope(token: Pick<ApiTokenData, 'type' | 'environment' | 'projects' | 'expiresAt' | 'createdAt'>): void {
  // A token that would be born expired is a mistake, not a token.
  if (token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.parse(token.createdAt))
    throw bad('body.expiresAt', 'must be in the future');
  if (token.projects.length === 0) throw bad('body.projects', 'must name at least one project');
  if (token.projects.includes('*') && token.projects.length > 1) throw bad('body.projects', 'must be ["*"] alone or a list of projects');
  if (token.type === 'admin') {
    if (token.environment !== '*') throw bad('body.environment', 'must be "*" for admin tokens');
    if (token.projects[0] !== '*') throw bad('body.projects', 'must be all projects ("*") for admin tokens');
  } else if (token.environment === '*') {
    throw bad('body.environment', `must be a single environment for ${token.type} tokens, not "*"`);
  }
}

function tokenOf(state: ApiTokenStreamState, project: string | undefined): ApiTokenState {
  const { token } = state;
  if (!token || (project !== undefined && !(token.projects.length === 1 && token.projects[0] === project)))
    throw new ApiTokenNotFoundError();
  return token;
}

function subject(token: ApiTokenData): { project: string | null; environment: string | null } {
  return {
    project: token.projects.length === 1 && token.projects[0] !== '*' ? token.projects[0] : null,
    environment: token.environment === '*' ? null : token.environment,
  };
}

function decide(command: ApiTokenCommand, state: ApiTokenStreamState): ApiTokenEvent[] {
  switch (command.kind) {
    case 'create': {
      if (command.token.tokenName.trim() === '') throw bad('body.tokenName', 'must not be empty');
      assertTokenScope(command.token);
      if (command.existing >= command.limit) throw new ApiTokensLimitError(command.limit);
      if (state.token) throw new BadDataError('A token with this secret already exists.');
      const data = { ...command.token, secretHash: command.secretHash, displaySecret: command.displaySecret };
      return [{ type: 'api-token-created', data: { ...subject(command.token), data } }];
    }
    case 'update': {
      const token = tokenOf(state, command.project);
      if (token.expiresAt === command.expiresAt) return [];
      const data = { tokenName: token.tokenName, secretHash: token.secretHash, expiresAt: command.expiresAt };
      return [{ type: 'api-token-updated', data: { ...subject(token), data, preData: { expiresAt: token.expiresAt } } }];
    }
    case 'delete': {
      const token = tokenOf(state, command.project);
      return [
        { type: 'api-token-deleted', data: { ...subject(token), preData: { tokenName: token.tokenName, secretHash: token.secretHash } } },
      ];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ApiTokenStreamState, event: ApiTokenEvent): ApiTokenStreamState {
  switch (event.type) {
    case 'api-token-created': {
      const { secretHash, displaySecret: _masked, ...token } = event.data.data;
      return { token: { ...token, secretHash } };
    }
    case 'api-token-updated':
      return state.token ? { token: { ...state.token, expiresAt: event.data.data.expiresAt } } : state;
    case 'api-token-deleted':
      return { token: null };
    default:
      return assertNever(event);
  }
}

export const apiTokenDecider: Decider<ApiTokenCommand, ApiTokenStreamState, ApiTokenEvent> = {
  initialState: { token: null },
  evolve,
  decide,
  legacy: API_TOKENS_LEGACY,
};
