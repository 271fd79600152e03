import { advanceAndCommit } from './checkpoint-advance';

describe('advanceAndCommit', () => {
  it('sends the compare-and-set and COMMIT as one message of literals', () => {
    expect(advanceAndCommit('feature-view', 10, 25, 3, new Date('2026-11-23T10:00:00.000Z'))).toBe(
      "SELECT pennant_checkpoint_advance('feature-view', 10, 25, 3, '2026-11-23T10:00:00.000Z'::timestamptz); COMMIT",
    );
  });

  it('quotes the name and refuses anything but safe integers for positions and versions', () => {
    expect(advanceAndCommit("o'brien", 0, 1, 1, new Date(0))).toContain("'o''brien'");
    expect(() => advanceAndCommit('p', 1.5, 2, 1, new Date(0))).toThrow('not an integer');
    expect(() => advanceAndCommit('p', 1, Number.NaN, 1, new Date(0))).toThrow('not an integer');
    expect(() => advanceAndCommit('p', 1, 2, 2 ** 60, new Date(0))).toThrow('not an integer');
  });
});
