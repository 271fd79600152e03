import { randomBytes, randomUUID } from 'node:crypto';

// Event ids of one write (docs/adr/0060-write-receipts.md). An HTTP write request gets a write id;
// the events its commands append get ids that start with it (RFC 9562 UUIDv8: 60 random bits of
// the write, the version nibble 8, the variant bits, 62 random bits of the event). PostgreSQL
// compares uuids byte by byte, so one write's events are one range of the unique index on
// `es_events.event_id`: "did this request append anything, and what?" is one index range scan,
// asked only when an answer was lost (a crash, a failed answer), never on the way of a write.

const WRITE_ID = /^[0-9a-f]{12}8[0-9a-f]{3}$/;

/** Random bytes drawn 4 KiB at a time (one call into the CSPRNG per 512 ids, as randomUUID does). */
let pool = Buffer.alloc(0);
let offset = 0;
function random8(): Buffer {
  if (offset + 8 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  offset += 8;
  return pool.subarray(offset - 8, offset);
}

/** A fresh write id: 16 hex digits, the first 8 bytes of its events' ids. */
export function newWriteId(): string {
  const bytes = random8();
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  return bytes.toString('hex');
}

export function isWriteId(value: unknown): value is string {
  return typeof value === 'string' && WRITE_ID.test(value);
}

function uuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** An id for an event of `writeId`, or a random (v4) one without a write. */
export function newEventId(writeId?: string): string {
  if (writeId === undefined) return randomUUID();
  const low = random8();
  low[0] = (low[0] & 0x3f) | 0x80;
  return uuid(writeId + low.toString('hex'));
}

/** The lowest and highest event id of `writeId`: `event_id BETWEEN $lo AND $hi` finds its events. */
export function writeIdRange(writeId: string): { lo: string; hi: string } {
  return { lo: uuid(`${writeId}8000000000000000`), hi: uuid(`${writeId}bfffffffffffffff`) };
}
