import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCESS_POLICY, AllErrorsFilter, configureHttp, instrumentHttp, logger, MetricsRegistry, requestIdFrom, SECURITY_HEADERS, sendError, TOKEN_RESOLVER, type AccessPolicy, type PennantConfig, type TokenResolver } from '@pennant/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerFrontendCors } from '@pennant/frontend-api';
import { FrontendSettings } from '@pennant/settings';
import { AppModule } from './app.module';
import { registerConsistencyHooks } from './consistency/consistency.module';

/** Builds the HTTP application (used by main.ts and by the e2e tests). */
export async function createApp(config: PennantConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  logger.setLevel(config.logLevel);
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 500 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // x-request-id when safe, else a UUID (request-id.ts); never Fastify's counter.
    requestIdHeader: false,
    genReqId: requestIdFrom,
    // Router errors (undecodable percent-escapes, over-long parameters) are answered before any
    // hook or Nest filter runs; render them like every other error, with the same headers.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => sendError(reply.headers({ ...SECURITY_HEADERS, 'x-request-id': request.id }), error),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), adapter, { logger: ['error', 'warn'], abortOnError: false });
  app.useGlobalFilters(new AllErrorsFilter());
  await app.init();
  // Before configureHttp: its onRequest hook may answer (401, 403, …), which skips later onRequest hooks.
  instrumentHttp(app.getHttpAdapter().getInstance(), app.get(MetricsRegistry));
  // CORS for /api/frontend, before authentication: preflights carry no Authorization header.
  const frontendSettings = app.get(FrontendSettings);
  registerFrontendCors(app.getHttpAdapter().getInstance(), () => frontendSettings.origins());
  // The route-permission policy comes from libs/access (root roles); it runs in the onRequest hook.
  configureHttp(app, app.get<TokenResolver>(TOKEN_RESOLVER), app.get<AccessPolicy>(ACCESS_POLICY), { authFailuresPerMinute: config.authFailuresPerMinute });
  // After authentication: readiness gate (503 NotReady), write tracking, Idempotency-Key (ADR 0032, 0033).
  registerConsistencyHooks(app);
  return app;
}
