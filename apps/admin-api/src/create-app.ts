import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AccessCollaborators,
  ACCESS_POLICY,
  AllErrorsFilter,
  configureHttp,
  normaliseTarget,
  registerHostCheck,
  registerJsonParser,
  requireAccessDeclarations,
  instrumentHttp,
  logger,
  MetricsRegistry,
  requestIdFrom,
  SECURITY_HEADERS,
  sendError,
  TOKEN_RESOLVER,
  type AccessPolicy,
  type PennantConfig,
  type TokenResolver,
} from '@pennant/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerFrontendCors } from '@pennant/frontend-api';
import { FrontendSettings } from '@pennant/settings';
import { AppModule } from './app.module';
import { registerConsistencyHooks } from './consistency/consistency.module';
import { closeRefusedConnections } from './lifecycle/close-refused-connections';
import { installHttpDrain } from './lifecycle/http-drain';
import { guardSlowClients, slowClientServerOptions } from './lifecycle/slow-clients';
import { registerConsole } from './console/register-console';
import { registerApiReference } from './openapi/api-reference';

/** Builds the HTTP application (used by main.ts and by the e2e tests). */
export async function createApp(config: PennantConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  logger.setLevel(config.logLevel);
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    // Whose X-Forwarded-For/-Proto/-Host to believe (TRUST_PROXY, ADR 0056): the client's address keys every budget.
    trustProxy: config.exposure.trustProxy,
    // The one normalisation of the request target, before routing and access alike (ADR 0029).
    rewriteUrl: normaliseTarget,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 500 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // x-request-id when safe, else a UUID (request-id.ts); never Fastify's counter.
    requestIdHeader: false,
    genReqId: requestIdFrom,
    // Router errors (undecodable percent-escapes, over-long parameters) are answered before any
    // hook or Nest filter runs; render them like every other error, with the same headers.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply.headers({ ...SECURITY_HEADERS, 'x-request-id': request.id }), error),
    // Slow clients time out; shutdown refusals are ours (ADR 0034).
    ...slowClientServerOptions(config.lifecycle.httpIdleTimeoutMs, config.lifecycle.httpRequestTimeoutMs),
  });
  // Deny by default: a route that declares no access stops the start (checked as Nest adds routes).
  requireAccessDeclarations(adapter.getInstance());
  registerJsonParser(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), adapter, {
    logger: ['error', 'warn'],
    abortOnError: false,
    bodyParser: false,
  });
  app.useGlobalFilters(new AllErrorsFilter());
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  // First: during a shutdown every request gets the same typed 503, before any other hook (ADR 0034).
  installHttpDrain(fastify);
  guardSlowClients(fastify.server);
  closeRefusedConnections(fastify);
  // Before configureHttp: its onRequest hook may answer (401, 403, …), which skips later onRequest hooks.
  instrumentHttp(app.getHttpAdapter().getInstance(), app.get(MetricsRegistry));
  // A Host this service does not answer to is refused before anything reads the request (ADR 0056: DNS rebinding).
  registerHostCheck(fastify, config.exposure);
  // CORS for /api/frontend, before authentication: preflights carry no Authorization header.
  const frontendSettings = app.get(FrontendSettings);
  registerFrontendCors(app.getHttpAdapter().getInstance(), () => frontendSettings.origins());
  // Access declared on each route, checked on the matched route; the policy comes from libs/access.
  configureHttp(app, {
    tokens: app.get<TokenResolver>(TOKEN_RESOLVER),
    policy: app.get<AccessPolicy>(ACCESS_POLICY),
    collaborators: app.get(AccessCollaborators),
    authFailuresPerMinute: config.authFailuresPerMinute,
  });
  // After authentication: readiness gate (503 NotReady), 404 re-check, and the write path's HTTP side — receipts
  // into Pennant-Last-Event-Id / Pennant-Consistency, Idempotency-Key (ADR 0032, 0033, 0041, 0060).
  registerConsistencyHooks(app);
  // The API reference at `/docs` (Swagger UI on /docs/openapi.json, ADR 0063).
  registerApiReference(fastify);
  // The administration console at `/` (ADR 0035); after Nest's routes, which keep their paths.
  registerConsole(app.getHttpAdapter().getInstance());
  return app;
}
