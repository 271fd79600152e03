import type { RecordedEvent } from '@pennant/events';

/**
 * Writing events that already exist in another store (`pennant events copy`). Keeps each event's
 * id, stream, stream version, type, data, metadata and creation time; the target assigns its own
 * positions. Events must be given in log order; the target is expected to be empty.
 */
export interface EventImporter {
  importEvents(events: readonly RecordedEvent[]): Promise<void>;
}
