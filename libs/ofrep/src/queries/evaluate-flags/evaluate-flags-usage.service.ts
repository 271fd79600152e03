import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { MetricsAggregator } from '@pennant/client-api';
import { CLOCK, type Clock } from '@pennant/platform';

type Counts = Record<string, { yes: number; no: number; variants: Record<string, number> }>;

const FLUSH_MS = 1000;

/**
 * OFREP's evaluations as SDK usage (ADR 0062): summed here per application and environment and
 * handed to the metrics aggregator server and frontend SDKs report to once a second — a bulk
 * answer counts thousands of flags, and adding each to the aggregator per request cost more than
 * a quarter of the answer (bench/RESULTS.md). Counts held here when the process stops are lost,
 * as the aggregator's own last seconds are (usage statistics, not changes).
 */
@Injectable()
export class OfrepUsage implements OnModuleDestroy {
  private pending = new Map<string, { app: string; environment: string; counts: Counts }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly metrics: MetricsAggregator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.timer = setInterval(() => this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** One evaluation of `flag` for `app` in `environment`: on or off, and the variant it chose (when the flag has variants). */
  count(app: string, environment: string, flag: string, on: boolean, variant: string | null): void {
    const key = `${app}\u0001${environment}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { app, environment, counts: {} };
      this.pending.set(key, entry);
    }
    const counts = (entry.counts[flag] ??= { yes: 0, no: 0, variants: {} });
    if (on) counts.yes += 1;
    else counts.no += 1;
    if (variant !== null) counts.variants[variant] = (counts.variants[variant] ?? 0) + 1;
  }

  /** Hands what was counted to the aggregator (tests call it before reading the usage). */
  flush(): void {
    const pending = this.pending;
    this.pending = new Map();
    const now = this.clock.now();
    for (const { app, environment, counts } of pending.values()) this.metrics.add(app, environment, now, counts);
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
