import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '@pennant/platform';
import type { OfrepScope } from './evaluate-flags-evaluator.service';

/** Admin tokens (`*` environment) evaluate in the context's `environment`, else this one (as the frontend API). */
const ADMIN_TOKEN_ENVIRONMENT = 'development';

/**
 * The secret the caller authenticated with (the pipeline accepted it already): the Authorization
 * header (with or without `Bearer `), else X-API-Key.
 */
export function callerSecret(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? header.replace(/^bearer\s+/i, '').trim() : '';
  if (bearer !== '') return bearer;
  const apiKey = request.headers['x-api-key'];
  return typeof apiKey === 'string' ? apiKey.trim() : '';
}

/** The key of the caller's rate-limit bucket: the digest of its secret (one bucket per token). */
export function callerKey(request: FastifyRequest): string {
  return createHash('sha256').update(callerSecret(request), 'utf8').digest('hex');
}

/** The token's environment and projects; an admin token evaluates in the context's environment. */
export function scopeOf(principal: Principal, contextEnvironment: string | null): OfrepScope {
  const environment = principal.environment === '*' ? (contextEnvironment ?? ADMIN_TOKEN_ENVIRONMENT) : principal.environment;
  return { environment, projects: principal.projects };
}
