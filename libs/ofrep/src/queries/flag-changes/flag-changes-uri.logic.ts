/** Where OFREP's change stream is served (Pennant's own path: OFREP leaves the stream's URL to the service). */
export const EVENT_STREAM_PATH = '/api/ofrep/event-stream';

/**
 * The stream's request URI for a bulk answer's `eventStreams` (`endpoint.requestUri`: the provider
 * puts it on the origin it was configured with, so no public URL needs configuring). It carries
 * the frontend token (EventSource cannot send headers) and the revision the answer was evaluated
 * at, so a change between the answer and the connection is not missed (ADR 0062).
 */
export function eventStreamUri(secret: string, since: number): string {
  return `${EVENT_STREAM_PATH}?token=${encodeURIComponent(secret)}&since=${since}`;
}
