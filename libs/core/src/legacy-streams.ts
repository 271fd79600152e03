import type { EventStore } from '@pennant/event-store';
import type { DomainEvent, RecordedEvent } from '@pennant/events';

/**
 * A stream of the old layout (ADR 0031): until then one "registry" stream held every item of a
 * kind (`tag-registry`, `segments`, `users`, …). Its events stay where they are — the log is never
 * rewritten — and `route` names the item stream each of them belongs to in the new layout, so an
 * item's state is its legacy events folded first, then its own stream's.
 */
export interface LegacySource {
  streamId: string;
  /** The item stream of a legacy event; null for an event that belongs to no item. */
  route(event: DomainEvent): string | null;
}

interface LegacyIndex {
  version: number;
  byStream: Map<string, RecordedEvent[]>;
}

/**
 * The legacy registry streams, each read once per process and grouped by item stream (linear in
 * its events), then followed: `refresh` reads only what was appended since (one indexed query that
 * normally returns nothing, since no code appends to these streams any more).
 */
export class LegacyStreams {
  private readonly indexes = new Map<string, LegacyIndex>();
  private readonly inFlight = new Map<string, Promise<string[]>>();

  constructor(private readonly store: EventStore) {}

  /** Catches up with the legacy stream; returns the item streams that gained events. */
  refresh(source: LegacySource): Promise<string[]> {
    const running = this.inFlight.get(source.streamId);
    if (running) return running;
    const refreshing = this.catchUp(source).finally(() => this.inFlight.delete(source.streamId));
    this.inFlight.set(source.streamId, refreshing);
    return refreshing;
  }

  /** The legacy events of one item stream, in log order (as of the last refresh). */
  eventsOf(source: LegacySource, streamId: string): readonly RecordedEvent[] {
    return this.indexes.get(source.streamId)?.byStream.get(streamId) ?? [];
  }

  private async catchUp(source: LegacySource): Promise<string[]> {
    const index = this.indexes.get(source.streamId) ?? { version: 0, byStream: new Map<string, RecordedEvent[]>() };
    const newer = await this.store.readStream(source.streamId, index.version);
    const touched = new Set<string>();
    for (const event of newer) {
      index.version = event.streamVersion;
      const streamId = source.route(event);
      if (streamId === null) continue;
      const events = index.byStream.get(streamId);
      if (events) events.push(event);
      else index.byStream.set(streamId, [event]);
      touched.add(streamId);
    }
    this.indexes.set(source.streamId, index);
    return [...touched];
  }
}
