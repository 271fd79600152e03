import { servableHead, type JournalPoll, type JournalRow } from './client-deltas-journal.service';

const change = (position: number, kind: 'feature' | 'segment' = 'feature'): JournalRow => ({
  position,
  kind,
  name: `n${position}`,
  environment: null,
  projects: ['p'],
  createdAt: new Date(),
});
const poll = (extra: Partial<JournalPoll>): JournalPoll => ({
  start: 10,
  journal: 20,
  features: 20,
  segments: 20,
  floor: 0,
  rows: [],
  truncated: false,
  ...extra,
});

describe('servable head (how far SDKs can be brought)', () => {
  it('is the journal’s checkpoint when the tables show every change up to it', () => {
    expect(servableHead(poll({ rows: [change(12), change(15, 'segment')] }))).toBe(20);
    expect(servableHead(poll({ rows: [] }))).toBe(20);
  });

  it('stops before the first change its table does not show yet (a projection still applying it)', () => {
    expect(servableHead(poll({ features: 13, rows: [change(12), change(15), change(18)] }))).toBe(14);
    expect(servableHead(poll({ segments: 11, rows: [change(12, 'segment'), change(15)] }))).toBe(11);
    // Changes of the other kind do not wait for that table.
    expect(servableHead(poll({ segments: 11, rows: [change(12), change(15)] }))).toBe(20);
  });

  it('stops before the last position of a read cut by its limit, and never goes below where it started', () => {
    expect(servableHead(poll({ truncated: true, rows: [change(12), change(15)] }))).toBe(14);
    expect(servableHead(poll({ start: 10, journal: 10, rows: [] }))).toBe(10);
  });
});
