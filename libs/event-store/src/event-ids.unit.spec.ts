import { isWriteId, newEventId, newWriteId, writeIdRange } from './event-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('event ids of a write', () => {
  it('are RFC 9562 version 8 uuids that start with the write id, and sort inside its range', () => {
    const writeId = newWriteId();
    expect(isWriteId(writeId)).toBe(true);
    const { lo, hi } = writeIdRange(writeId);
    for (let i = 0; i < 200; i += 1) {
      const id = newEventId(writeId);
      expect(id).toMatch(UUID);
      expect(id[14]).toBe('8'); // version 8
      expect(['8', '9', 'a', 'b']).toContain(id[19]); // variant 10xx
      expect(id.replace(/-/g, '').startsWith(writeId)).toBe(true);
      // PostgreSQL compares uuids byte by byte: the same order as their lowercase hex text.
      expect(id >= lo && id <= hi).toBe(true);
    }
  });

  it('are random v4 uuids without a write, outside every write range', () => {
    const { lo, hi } = writeIdRange(newWriteId());
    for (let i = 0; i < 50; i += 1) {
      const id = newEventId();
      expect(id[14]).toBe('4');
      expect(id >= lo && id <= hi).toBe(false);
    }
  });

  it('differ between writes: two writes never share a range', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newWriteId()));
    expect(ids.size).toBe(1000);
    const a = newWriteId();
    const b = newWriteId();
    const ra = writeIdRange(a);
    expect(newEventId(b) >= ra.lo && newEventId(b) <= ra.hi).toBe(false);
  });
});
