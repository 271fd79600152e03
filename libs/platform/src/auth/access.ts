import { applyDecorators, SetMetadata } from '@nestjs/common';

/**
 * Who may call a route, declared on the route itself (ADR 0029). The HTTP pipeline reads the
 * declaration of the route the router matched, so every spelling of a path that reaches a
 * handler reaches its check too; a route without one stops the application at start.
 *
 * - `public`: no credential (health, readiness, documentation, metrics, sign-in).
 * - `permission`: an admin API token, or a user (personal access token or console session)
 *   whose root role or project role (for the route's `:projectId` and `:environment`) grants the
 *   permission; `NONE` = any such caller.
 * - `user`: a user only (personal access token or console session): the caller's own profile,
 *   password and tokens, which an admin API token does not have.
 * - `client`: an SDK client token (or an admin token), scoped by project and environment.
 * - `frontend`: a frontend token (or an admin token). `queryCredential` names a query parameter
 *   that may carry the token instead of the Authorization header (browsers' EventSource cannot
 *   send headers: the OFREP change stream, ADR 0062).
 * - `sdk`: any SDK token — client or frontend (or an admin token); besides the Authorization
 *   header, `X-API-Key` may carry it (the OpenFeature remote evaluation protocol, ADR 0062).
 * - `signal`: a token of the signal endpoint named by the route's `:endpointName`.
 */
export type AccessDeclaration =
  | { kind: 'public' }
  | { kind: 'permission'; permission: string }
  | { kind: 'user' }
  | { kind: 'client' }
  | { kind: 'frontend'; queryCredential?: string }
  | { kind: 'sdk' }
  | { kind: 'signal' };

export const ACCESS_METADATA = 'pennant:access';

/** The key of the declaration in Fastify's route `config` (read by the onRequest hook). */
export const ACCESS_CONFIG_KEY = 'access';

/** Nest's key of a handler's Fastify route `config` (@nestjs/platform-fastify's RouteConfig, which replaces rather than merges). */
const FASTIFY_ROUTE_CONFIG = '__fastify_route_config__';

/** Adds entries to a handler's Fastify route `config`, keeping those other decorators put there. */
export function withRouteConfig(entries: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const handler = descriptor.value as object;
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG, handler) as Record<string, unknown> | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG, { ...existing, ...entries }, handler);
    return descriptor;
  };
}

function declare(declaration: AccessDeclaration): MethodDecorator {
  return applyDecorators(SetMetadata(ACCESS_METADATA, declaration), withRouteConfig({ [ACCESS_CONFIG_KEY]: declaration }));
}

/** Route decorators: exactly one on every route handler. */
export const Access = {
  public: (): MethodDecorator => declare({ kind: 'public' }),
  /** Admin API token or a user holding `permission` (Unleash's permission names). */
  permission: (permission: string): MethodDecorator => declare({ kind: 'permission', permission }),
  /** Any admin API token or user: reads every admin caller may do, the caller's own profile. */
  authenticated: (): MethodDecorator => declare({ kind: 'permission', permission: 'NONE' }),
  /** A signed-in user (PAT or session) acting on their own account. */
  user: (): MethodDecorator => declare({ kind: 'user' }),
  client: (): MethodDecorator => declare({ kind: 'client' }),
  /** A frontend (or admin) token; `queryCredential`: a query parameter that may carry it instead of a header. */
  frontend: (options: { queryCredential?: string } = {}): MethodDecorator =>
    declare(options.queryCredential ? { kind: 'frontend', queryCredential: options.queryCredential } : { kind: 'frontend' }),
  /** A client or frontend (or admin) token, in the Authorization or the X-API-Key header. */
  sdk: (): MethodDecorator => declare({ kind: 'sdk' }),
  signal: (): MethodDecorator => declare({ kind: 'signal' }),
};

/** The declaration of a Fastify route's config, if any. */
export function accessOf(config: unknown): AccessDeclaration | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  return (config as Record<string, unknown>)[ACCESS_CONFIG_KEY] as AccessDeclaration | undefined;
}

/** A readable form of a declaration (OpenAPI, error messages). */
export function describeAccess(declaration: AccessDeclaration): string {
  return declaration.kind === 'permission' ? `permission:${declaration.permission}` : declaration.kind;
}
