import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ProjectionRuntime } from '@pennant/projections';
import { IdempotencyRecords } from './idempotency/idempotency-records';
import { registerIdempotency } from './idempotency/idempotency.hook';
import { NotFoundRecheck } from './not-found-recheck.interceptor';
import { RecordedWrite } from './recorded-write.interceptor';
import { ReadinessMonitor } from './readiness-monitor';
import { registerReadinessGate } from './readiness-gate.hook';
import { registerWriteTracking } from './write-tracking.hook';

/**
 * Answers that never leave doubt (ADR 0032, 0033): the readiness gate, read-your-writes with an
 * honest consistency header, 404s only from caught-up read models, and Idempotency-Key.
 */
@Module({
  providers: [ReadinessMonitor, IdempotencyRecords, { provide: APP_INTERCEPTOR, useClass: NotFoundRecheck }, { provide: APP_INTERCEPTOR, useClass: RecordedWrite }],
  exports: [ReadinessMonitor, IdempotencyRecords],
})
export class ConsistencyModule {}

/**
 * The module's Fastify hooks, in order: readiness gate, write tracking, Idempotency-Key claim.
 * All preHandler hooks, so they run after authentication whatever stage it uses; call after
 * configureHttp (create-app.ts).
 */
export function registerConsistencyHooks(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  registerReadinessGate(fastify, app.get(ReadinessMonitor));
  registerWriteTracking(fastify, app.get(ProjectionRuntime));
  registerIdempotency(fastify, app.get(IdempotencyRecords));
}
