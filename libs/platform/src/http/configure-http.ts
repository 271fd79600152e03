import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertNever } from '@pennant/events';
import {
  AuthenticationRequired,
  BadDataError,
  ContentTypeError,
  NoAccessError,
  PASSWORD_SIGN_IN,
  RateLimitError,
  type AccessPolicy,
  type AccessScope,
  type Principal,
} from '@pennant/kernel';
import { FailedAuthLimiter, failureKeys } from '../auth/failed-auth-limiter';
import { accessOf, type AccessDeclaration } from '../auth/access';
import { SECURITY_HEADERS } from './security-headers';
import type { AccessCollaborators, TokenResolver } from '../auth/principal-ports';
import { targetProblem } from './request-target';
import { readCookie, sameOrigin, SESSION_COOKIE } from '../auth/session-cookie';
import { sendError } from './all-errors.filter';
import { REQUEST_ID_HEADER } from './request-id';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** Whether the credential of this request still passes the route's declaration (revoked, expired, role lowered → false). */
    stillAuthorized?: () => Promise<boolean>;
  }
}

/**
 * Ends a long-lived answer (a stream) once its credential no longer passes the route's
 * declaration: asked every `intervalMs` (ADR 0029). Returns the function that stops asking.
 */
export function keepAuthorized(request: FastifyRequest, end: () => void, intervalMs = 500): () => void {
  const check = request.stillAuthorized;
  if (!check) return () => undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    check()
      .then((ok) => {
        if (!ok) {
          clearInterval(timer);
          end();
        }
      })
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How long a failed attempt past its budget waits before its 429 (slows a guessing loop). */
const FAILURE_DELAY_MS = 250;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The query string problem, if any: a NUL byte (never part of a name or a value; PostgreSQL text
 * cannot hold one) or a percent-escape that does not decode (Fastify's parser leaves those as
 * they are). Named as `query.<parameter>` like every other query parameter error.
 */
function queryProblem(url: string): BadDataError | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  for (const part of url.slice(at + 1).split('&')) {
    const rawName = part.split('=')[0];
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = '(undecodable name)';
    }
    const path = `query.${name.replace(/\u0000/g, '')}`;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return new BadDataError(`Request validation failed: ${path} has an invalid percent-escape`, [
        { path, message: `${path} has an invalid percent-escape` },
      ]);
    }
    if (decoded.includes('\u0000'))
      return new BadDataError(`Request validation failed: ${path} must not contain NUL characters`, [
        { path, message: `${path} must not contain NUL characters` },
      ]);
  }
  return null;
}

function stripBearer(header: string): string {
  return header.replace(/^bearer\s+/i, '').trim();
}

/** A token kind's error when it is not the kind the route declares (Unleash's wording). */
const WRONG_KIND = 'invalid token: expected a different token type for this endpoint';

/** Which token kinds a declaration admits (admin tokens reach SDK routes too, as in Unleash). */
function kindAllowed(declaration: AccessDeclaration, principal: Principal): boolean {
  switch (declaration.kind) {
    case 'permission':
      return principal.type === 'admin' || principal.type === 'user';
    case 'user':
      return principal.type === 'user';
    case 'client':
      return principal.type === 'client' || principal.type === 'admin';
    case 'frontend':
      return principal.type === 'frontend' || principal.type === 'admin';
    case 'sdk':
      return principal.type === 'client' || principal.type === 'frontend' || principal.type === 'admin';
    case 'signal':
      return principal.type === 'signal';
    case 'public':
      return true;
    default:
      return assertNever(declaration);
  }
}

/**
 * The 401 of a request without a credential. Routes that people reach with a session also say
 * where to sign in (`path`, `type`, `defaultHidden`), as Unleash's 401 does: Unleash's admin UI
 * chooses its sign-in form from them (ADR 0059).
 */
function noCredential(declaration: AccessDeclaration): AuthenticationRequired {
  if (declaration.kind === 'permission' || declaration.kind === 'user')
    return new AuthenticationRequired(
      `You must sign in (${PASSWORD_SIGN_IN.path}) or provide a valid API token in the Authorization header.`,
      PASSWORD_SIGN_IN,
    );
  return new AuthenticationRequired();
}

export interface HttpSecurity {
  tokens: TokenResolver;
  policy: AccessPolicy;
  collaborators: AccessCollaborators;
  authFailuresPerMinute: number;
}

/**
 * Makes a route without an access declaration stop the application at start (deny by default).
 * Registered on the Fastify instance before Nest adds its routes.
 */
export function requireAccessDeclarations(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (accessOf(route.config) === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access: add one of @Access.public(), .authenticated(), .permission(…), .client(), .frontend(), .sdk(), .signal() (ADR 0029).`,
      );
    }
  });
}

/** The scope a permission is asked in: the route's `:projectId` (or the project of its `:featureName`) and `:environment`. */
async function scopeOf(
  params: Record<string, string | undefined>,
  collaborators: AccessCollaborators,
  needsProject: boolean,
): Promise<AccessScope> {
  let project = params.projectId ?? null;
  if (project === null && needsProject && params.featureName !== undefined && collaborators.featureProjects) {
    project = await collaborators.featureProjects.projectOf(params.featureName);
  }
  return { project, environment: params.environment ?? null };
}

/**
 * The request pipeline on the route the router matched (ADR 0029): the request target was
 * normalised before routing (`normaliseTarget`), forms that cannot be are refused here; then the
 * route's access declaration decides — authentication (401; 429 past the failure budget), token
 * kind (403), permission in the route's project and environment (403) — then the content type
 * (415), all before Fastify reads the body (400/413). Unmatched paths go on to the 404 answer.
 */
export function configureHttp(app: NestFastifyApplication, security: HttpSecurity): void {
  const fastify = app.getHttpAdapter().getInstance();
  const failures = new FailedAuthLimiter(security.authFailuresPerMinute);
  const { tokens, policy, collaborators } = security;

  fastify.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(SECURITY_HEADERS);
  });

  type Params = Record<string, string | undefined>;

  /** Where a caller's secret came from: the Authorization header, or the console's session cookie. */
  type Credential = { secret: string; source: 'header' | 'session' };

  /**
   * The credential of a request: the Authorization header; on SDK routes (`sdk`) else X-API-Key;
   * on a route naming a query credential else that parameter; for admin API routes else the session cookie.
   */
  function credentialOf(request: FastifyRequest, declaration: AccessDeclaration): Credential | null {
    const header = request.headers.authorization;
    const secret = header ? stripBearer(header) : '';
    if (secret !== '') return { secret, source: 'header' };
    if (declaration.kind === 'sdk') {
      const apiKey = request.headers['x-api-key'];
      const key = typeof apiKey === 'string' ? apiKey.trim() : '';
      return key !== '' ? { secret: key, source: 'header' } : null;
    }
    if (declaration.kind === 'frontend' && declaration.queryCredential) {
      const value = (request.query as Record<string, unknown> | undefined)?.[declaration.queryCredential];
      return typeof value === 'string' && value !== '' ? { secret: value, source: 'header' } : null;
    }
    if (declaration.kind !== 'permission' && declaration.kind !== 'user') return null;
    const session = readCookie(request.headers.cookie, SESSION_COOKIE);
    return session ? { secret: session, source: 'session' } : null;
  }

  /** Who the credential is, under the route's declaration (signal tokens belong to the named endpoint). */
  function resolve(credential: Credential, declaration: AccessDeclaration, params: Params): Promise<Principal | null> {
    if (credential.source === 'session') return collaborators.sessions?.resolve(credential.secret) ?? Promise.resolve(null);
    if (declaration.kind === 'signal')
      return collaborators.signalTokens?.verify(params.endpointName ?? '', credential.secret) ?? Promise.resolve(null);
    return tokens.resolve(credential.secret);
  }

  /** The refusal a known caller gets from the declaration (kind, then permission in scope), or null. */
  async function refusal(principal: Principal, declaration: AccessDeclaration, params: Params): Promise<Error | null> {
    if (!kindAllowed(declaration, principal)) return new NoAccessError(WRONG_KIND);
    if (declaration.kind !== 'permission') return null;
    return policy.check(principal, declaration.permission, await scopeOf(params, collaborators, principal.type === 'user'));
  }

  /** Unknown credential: spends the failure budgets; past them, a delayed 429 instead of 401. */
  async function failed(request: FastifyRequest, secret: string): Promise<Error> {
    const keys = failureKeys(request.ip, secret);
    const retryAfter = failures.retryAfterSeconds(keys);
    failures.recordFailure(keys);
    if (retryAfter === 0) return new AuthenticationRequired();
    await new Promise((resolve) => setTimeout(resolve, FAILURE_DELAY_MS));
    return new RateLimitError('Too many failed authentication attempts. Retry later.', retryAfter);
  }

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The request id (requestIdFrom, create-app) is echoed on every answer, errors included.
    reply.header(REQUEST_ID_HEADER, request.id);
    const targetError = targetProblem(request.url);
    if (targetError) return sendError(reply, targetError);
    const path = request.url.split('?')[0];
    // A NUL byte is never part of a name or a value, and PostgreSQL text cannot hold one.
    if (/%00/i.test(path)) return sendError(reply, new BadDataError('The request path must not contain NUL characters (%00).'));
    const queryError = queryProblem(request.url);
    if (queryError) return sendError(reply, queryError);
    const declaration = accessOf(request.routeOptions.config);
    // No route matched: the not-found handler answers 404 (there is nothing to protect).
    if (declaration === undefined) return request.is404 ? undefined : sendError(reply, new NoAccessError('This route declares no access.'));
    if (declaration.kind !== 'public') {
      const params = request.params as Params;
      const credential = credentialOf(request, declaration);
      if (credential === null) return sendError(reply, noCredential(declaration));
      const principal = await resolve(credential, declaration, params);
      // An unknown session is not a guess at a secret: only header credentials spend the budgets.
      if (!principal)
        return sendError(
          reply,
          credential.source === 'session'
            ? new AuthenticationRequired('Your session has ended. Sign in again.', PASSWORD_SIGN_IN)
            : await failed(request, credential.secret),
        );
      // A cookie rides along with any request the browser sends: a write must come from our own pages.
      if (credential.source === 'session' && !SAFE_METHODS.has(request.method) && !sameOrigin(request.headers)) {
        return sendError(
          reply,
          new NoAccessError(
            "Cross-site request refused: a write authenticated by the session cookie must come from this service's own pages (Origin).",
          ),
        );
      }
      const denied = await refusal(principal, declaration, params);
      if (denied) return sendError(reply, denied);
      request.principal = principal;
      // Long-lived answers (event stream) ask again while they stay open (keepAuthorized).
      request.stillAuthorized = async () => {
        const now = await resolve(credential, declaration, params);
        return now !== null && (await refusal(now, declaration, params)) === null;
      };
    }
    if (BODY_METHODS.has(request.method)) {
      // A bodiless POST (favourite, toggle on/off, …) has no payload type to check; a signal's body is optional.
      const bodyOptional = declaration.kind === 'signal' || request.method === 'POST';
      if (!isJsonContentType(request.headers['content-type']) && (!bodyOptional || hasBody(request))) {
        return sendError(reply, new ContentTypeError());
      }
    }
  });

  // Parser and limit errors (bad JSON, 413, …) and unknown paths go through Nest's own error and
  // not-found handlers into AllErrorsFilter, which renders them like every other error.
}
