import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { ProjectionRuntime } from '@pennant/projections';
import { NotFoundError, type PennantConfig } from '@pennant/platform';
import { NotReadyError } from './consistency.errors';
import { ReadinessMonitor } from './readiness-monitor';
import { writesOf } from './request-writes';

/**
 * A 404 is only an answer if the read models it came from were caught up (ADR 0033). When a
 * handler throws NotFoundError while some projection is behind the log head, this waits (bounded by
 * CONSISTENCY_TIMEOUT_MS) until every such projection reached the head, then runs the handler once
 * more: the "project exists" check of a create, the flag lookup of a GET or PUT then see what the
 * log holds. A request that appended something is never run twice; if the models cannot catch up
 * in time, the answer is 503 NotReady rather than a 404 that may be false.
 */
@Injectable()
export class NotFoundRecheck implements NestInterceptor {
  constructor(
    private readonly runtime: ProjectionRuntime,
    private readonly monitor: ReadinessMonitor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof NotFoundError)) return throwError(() => error);
        return from(this.caughtUpAfterMiss(request)).pipe(mergeMap((rerun) => (rerun ? next.handle() : throwError(() => error))));
      }),
    );
  }

  /** True when the models were behind and have now caught up (run again); false when the 404 stands. */
  private async caughtUpAfterMiss(request: FastifyRequest): Promise<boolean> {
    if (writesOf(request)?.appended) return false;
    const head = await this.store.headPosition();
    const behind = await this.monitor.below(head);
    if (behind.length === 0) return false;
    // Far behind (a restore, a reset): no point waiting here, the readiness gate's answer holds.
    const far = behind.some((b) => b.lagEvents > this.config.readyLagEvents);
    if (!far && (await this.runtime.waitForNamed(behind.map((b) => b.name), head, this.config.consistencyTimeoutMs))) return true;
    const retry = this.monitor.current().retryAfterSeconds;
    throw new NotReadyError(
      `Not found in read models that are still behind the event log (${behind.map((b) => `${b.name} ${b.lagEvents}`).join(', ')} events), so this may not be true yet. Retry in ${retry} s.`,
      retry,
    );
  }
}
