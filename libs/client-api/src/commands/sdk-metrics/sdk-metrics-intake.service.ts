import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PENNANT_CONFIG, SharedRateLimits } from '@pennant/core';
import { CLOCK, RateLimitError, type Clock, type PennantConfig } from '@pennant/platform';
import {
  MAX_FLAGS_PER_REPORT,
  readBulk,
  readMetrics,
  type BulkReport,
  type MetricsReport,
  type ReportContext,
} from './sdk-metrics-report.schema';

/**
 * The door of every SDK report (client and frontend metrics, Edge's bulk, registrations): a
 * budget per token shared by every node (`METRICS_RATE_LIMIT_PER_MINUTE`, a minute's worth at
 * once; 429 with Retry-After past it), then the report's bounds against this server's clock and
 * flag limit (sdk-metrics-report.schema.ts). ADR 0057.
 */
@Injectable()
export class SdkReportIntake {
  constructor(
    private readonly limits: SharedRateLimits,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Spends one report of the calling token's budget; throws RateLimitError when it is spent. */
  async admit(request: FastifyRequest): Promise<void> {
    const perMinute = this.config.metricsRateLimitPerMinute;
    const decision = await this.limits.take(`sdk-reports:${tokenKey(request)}`, { perSecond: perMinute / 60, burst: perMinute });
    if (!decision.allowed)
      throw new RateLimitError(
        `Too many SDK reports for this token (at most ${perMinute} a minute); retry in ${decision.retryAfterSeconds} s.`,
        decision.retryAfterSeconds,
      );
  }

  /** A report's body; `withImpact`: a backend SDK's, with its impact metrics (ADR 0065). */
  readMetrics(body: unknown, withImpact = false): MetricsReport {
    return readMetrics(body, this.context(), withImpact);
  }

  readBulk(body: unknown): BulkReport {
    return readBulk(body, this.context());
  }

  private context(): ReportContext {
    return { now: this.clock.now(), maxFlags: Math.min(this.config.resourceLimits.featureFlags, MAX_FLAGS_PER_REPORT) };
  }
}

/** The calling token, as a key that is not the secret (the route admits header credentials only). */
function tokenKey(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const secret = header.replace(/^bearer\s+/i, '').trim();
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 32);
}
