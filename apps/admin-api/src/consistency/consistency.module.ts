import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE } from '@pennant/event-store';
import { ProjectionRuntime } from '@pennant/projections';
import type { PennantConfig } from '@pennant/platform';
import { IdempotencyRecords } from './idempotency/idempotency-records';
import { registerIdempotency } from './idempotency/idempotency.hook';
import { ReadinessMonitor } from './readiness-monitor';
import { registerReadinessGate } from './readiness-gate.hook';
import { registerNotFoundRecheck } from './not-found-recheck.hook';
import { registerWriteTracking } from './write-tracking.hook';

/**
 * Answers that never leave doubt (ADR 0032, 0033): the readiness gate, read-your-writes with an
 * honest consistency header, 404s only from caught-up read models, and Idempotency-Key.
 */
@Module({
  providers: [ReadinessMonitor, IdempotencyRecords],
  exports: [ReadinessMonitor, IdempotencyRecords],
})
export class ConsistencyModule {}

/**
 * The module's Fastify hooks, in order: readiness gate, write tracking, 404 re-check (onSend),
 * Idempotency-Key (last, so that it stores the answer as finally sent). The request-side ones are
 * preHandler hooks, so they run after authentication whatever stage it uses; call after
 * configureHttp (create-app.ts).
 */
export function registerConsistencyHooks(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const monitor = app.get(ReadinessMonitor);
  const runtime = app.get(ProjectionRuntime);
  registerReadinessGate(fastify, monitor);
  registerWriteTracking(fastify, runtime);
  registerNotFoundRecheck(fastify, { runtime, monitor, store: app.get(EVENT_STORE), config: app.get<PennantConfig>(PENNANT_CONFIG) });
  registerIdempotency(fastify, app.get(IdempotencyRecords));
}
