import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE } from '@pennant/event-store';
import { ProjectionRuntime } from '@pennant/projections';
import type { PennantConfig } from '@pennant/platform';
import { IdempotencyRecords } from '../writes/idempotency-records';
import { WriteAnswers } from '../writes/write-answers';
import { ReadinessMonitor } from './readiness-monitor';
import { registerReadinessGate } from './readiness-gate.hook';
import { registerNotFoundRecheck } from './not-found-recheck.hook';

/**
 * Answers that never leave doubt (ADR 0032, 0033, 0060): the readiness gate, 404s only from
 * caught-up read models, and the write path's HTTP side (write-answers.ts: receipts into headers,
 * Idempotency-Key).
 */
@Module({
  providers: [ReadinessMonitor, IdempotencyRecords],
  exports: [ReadinessMonitor, IdempotencyRecords],
})
export class ConsistencyModule {}

/**
 * The module's Fastify hooks, in order: readiness gate, the write requests' side of WriteAnswers
 * (write id, Idempotency-Key claim), the 404 re-check (onSend), then the answers' side of
 * WriteAnswers (receipt headers, the stored answer: last, so that it stores the answer as finally
 * sent). The request-side ones are preHandler hooks, so they run after authentication whatever
 * stage it uses; call after configureHttp (create-app.ts).
 */
export function registerConsistencyHooks(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const monitor = app.get(ReadinessMonitor);
  const writes = new WriteAnswers(app.get(IdempotencyRecords));
  registerReadinessGate(fastify, monitor);
  writes.before(fastify);
  registerNotFoundRecheck(fastify, {
    runtime: app.get(ProjectionRuntime),
    monitor,
    store: app.get(EVENT_STORE),
    config: app.get<PennantConfig>(PENNANT_CONFIG),
    writes,
  });
  writes.after(fastify);
}
