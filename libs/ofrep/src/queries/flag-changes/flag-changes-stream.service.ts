import { ClientStream } from '@pennant/client-api';

/**
 * OFREP's change notification (its ADR 0008): an SSE message `{"type": "refetchEvaluation"}`
 * (`event: message`), `id:` the revision for Last-Event-ID, `etag` the same revision.
 */
export function refetchFrame(revision: number): string {
  return `id: ${revision}\nevent: message\ndata: ${JSON.stringify({ type: 'refetchEvaluation', etag: `"${revision}"` })}\n\n`;
}

const FRAME_ID = /^event: [\w-]+\nid: (\d+)\n/;

/**
 * An OFREP provider's change stream, followed by the same hub as SDK streams (ADR 0037): the hub
 * writes a frame when a change concerns what the token sees (a flag of its projects in its
 * environment, a segment one of them uses) — a delta or, past the journal, a hydration — and this
 * stream sends the provider `refetchEvaluation` instead of the flags.
 */
export class OfrepChangeStream extends ClientStream {
  override write(frame: string): boolean {
    const id = FRAME_ID.exec(frame)?.[1];
    return super.write(refetchFrame(id === undefined ? this.cursor : Number(id)));
  }
}
