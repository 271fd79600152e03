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

/**
 * The legacy registry streams, each read once per process — at the first command on one of its
 * kind's items — and grouped by item stream (linear in its events). Nothing appends to them any
 * more (a fleet must not mix versions across ADR 0031), so the index is not refreshed.
 */
export class LegacyStreams {
  private readonly indexes = new Map<string, Promise<Map<string, RecordedEvent[]>>>();

  constructor(private readonly store: EventStore) {}

  /** The legacy events of one item stream, in log order. */
  async eventsOf(source: LegacySource, streamId: string): Promise<readonly RecordedEvent[]> {
    return (await this.index(source)).get(streamId) ?? [];
  }

  private index(source: LegacySource): Promise<Map<string, RecordedEvent[]>> {
    let index = this.indexes.get(source.streamId);
    if (!index) {
      index = this.read(source).catch((error: unknown) => {
        this.indexes.delete(source.streamId);
        throw error;
      });
      this.indexes.set(source.streamId, index);
    }
    return index;
  }

  private async read(source: LegacySource): Promise<Map<string, RecordedEvent[]>> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of await this.store.readStream(source.streamId)) {
      const streamId = source.route(event);
      if (streamId === null) continue;
      const events = byStream.get(streamId);
      if (events) events.push(event);
      else byStream.set(streamId, [event]);
    }
    return byStream;
  }
}
