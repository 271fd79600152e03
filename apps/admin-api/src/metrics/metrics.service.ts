import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { ClientDeltaHub } from '@pennant/client-api';
import { EventStreamHub } from '@pennant/event-log';
import { MetricsRegistry, registerProcessMetrics } from '@pennant/platform';
import { ProjectionRuntime } from '@pennant/projections';
import { SignalReceivedEvent } from '@pennant/signals';

function defineMetrics(registry: MetricsRegistry) {
  return {
    appended: registry.counter({
      name: 'pennant_events_appended_total',
      help: 'Events appended to the log by this node, by event type.',
      labelNames: ['type'],
    }),
    signals: registry.counter({ name: 'pennant_signals_received_total', help: 'Signals accepted by the signal endpoints of this node.' }),
    head: registry.gauge({ name: 'pennant_event_log_head_position', help: 'Position of the newest event of the log.' }),
    checkpoint: registry.gauge({
      name: 'pennant_projection_checkpoint_position',
      help: 'Checkpoint (last applied position) of each projection.',
      labelNames: ['projection'],
    }),
    lagEvents: registry.gauge({
      name: 'pennant_projection_lag_events',
      help: 'Positions between the log head and the projection checkpoint.',
      labelNames: ['projection'],
    }),
    lagSeconds: registry.gauge({
      name: 'pennant_projection_lag_seconds',
      help: 'Age difference between the newest event and the last one the projection applied.',
      labelNames: ['projection'],
    }),
    running: registry.gauge({
      name: 'pennant_projection_running',
      help: '1 when the projection is running, 0 when stopped or failed.',
      labelNames: ['projection'],
    }),
    scrapeErrors: registry.counter({
      name: 'pennant_metrics_collect_errors_total',
      help: 'Scrapes whose projection figures could not be read (database unreachable).',
    }),
    streams: registry.gauge({ name: 'pennant_event_streams_open', help: 'Open GET /api/admin/events/stream connections on this node.' }),
    sdkStreams: registry.gauge({
      name: 'pennant_client_streams_open',
      help: 'Open GET /api/client/streaming connections (SDK streams) on this node.',
    }),
    sdkFrames: registry.counter({
      name: 'pennant_client_stream_events_sent_total',
      help: 'Server-Sent Events written to SDK streams by this node, by event (unleash-connected: a hydration, unleash-updated: deltas).',
      labelNames: ['event'],
    }),
    sdkBytes: registry.counter({ name: 'pennant_client_stream_bytes_sent_total', help: 'Bytes of those events (heartbeats excluded).' }),
    sdkLag: registry.histogram({
      name: 'pennant_client_delta_propagation_seconds',
      help: 'From the append of a flag or segment change to its delta being written to the open SDK streams of this node (oldest change of each delivery).',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
  };
}

/**
 * The service's own metrics (ADR 0015): events appended by this node (counted by the event store,
 * read at each scrape), signals accepted (the in-process SignalReceivedEvent), projection
 * checkpoints and lag (read from projection_checkpoints and the log head at each scrape), open
 * event streams, and the process metrics. HTTP latency is recorded by `instrumentHttp`.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  /** What the store had counted at the last scrape, by type. */
  private readonly appendedSeen = new Map<string, number>();
  private readonly m: ReturnType<typeof defineMetrics>;
  private subscription: Subscription | null = null;
  private stopProcessMetrics: (() => void) | null = null;

  constructor(
    private readonly registry: MetricsRegistry,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRuntime,
    private readonly events: EventBus,
    private readonly hub: EventStreamHub,
    private readonly sdkHub: ClientDeltaHub,
  ) {
    this.m = defineMetrics(registry);
  }

  onModuleInit(): void {
    this.stopProcessMetrics = registerProcessMetrics(this.registry);
    this.subscription = this.events.subscribe((event) => {
      if (event instanceof SignalReceivedEvent) this.m.signals.inc();
    });
    this.sdkHub.useMetrics({
      frame: (event, bytes) => {
        this.m.sdkFrames.inc({ event });
        this.m.sdkBytes.inc({}, bytes);
      },
      propagated: (seconds) => this.m.sdkLag.observe(seconds),
    });
    this.registry.addCollector(() => this.collect());
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.stopProcessMetrics?.();
  }

  private async collect(): Promise<void> {
    // Every append of this node goes through the one EVENT_STORE instance, which counts what it committed.
    for (const [type, n] of this.store.appendedByType()) {
      this.m.appended.inc({ type }, n - (this.appendedSeen.get(type) ?? 0));
      this.appendedSeen.set(type, n);
    }
    this.m.streams.set(this.hub.openStreams);
    this.m.sdkStreams.set(this.sdkHub.openStreams);
    try {
      const status = await this.projections.status();
      for (const metric of [this.m.checkpoint, this.m.lagEvents, this.m.lagSeconds, this.m.running]) metric.reset();
      for (const p of status) {
        this.m.head.set(p.head);
        this.m.checkpoint.set(p.checkpoint, { projection: p.name });
        this.m.lagEvents.set(p.lagEvents, { projection: p.name });
        this.m.lagSeconds.set(p.lagSeconds, { projection: p.name });
        this.m.running.set(p.status === 'running' ? 1 : 0, { projection: p.name });
      }
      if (status.length === 0) this.m.head.set(await this.store.headPosition());
    } catch {
      this.m.scrapeErrors.inc();
    }
  }
}
