import { advanceAndCommit } from './checkpoint-advance';

const at = (iso: string) => new Date(iso);

describe('advanceAndCommit', () => {
  it('sends the compare-and-set and COMMIT as one message of literals', () => {
    expect(advanceAndCommit([{ name: 'feature-view', from: 10, to: 25, version: 3, lastEventAt: at('2026-11-23T10:00:00.000Z') }])).toBe(
      "SELECT pennant_checkpoint_advance('feature-view', 10, 25, 3, '2026-11-23T10:00:00.000Z'::timestamptz); COMMIT",
    );
  });

  it('advances several checkpoints in the same message (a shared batch transaction)', () => {
    expect(
      advanceAndCommit([
        { name: 'event-log', from: 10, to: 25, version: 1, lastEventAt: at('2026-11-23T10:00:00.000Z') },
        { name: 'feature-search', from: 12, to: 25, version: 2, lastEventAt: at('2026-11-23T10:00:01.000Z') },
      ]),
    ).toBe(
      "SELECT pennant_checkpoint_advance('event-log', 10, 25, 1, '2026-11-23T10:00:00.000Z'::timestamptz), pennant_checkpoint_advance('feature-search', 12, 25, 2, '2026-11-23T10:00:01.000Z'::timestamptz); COMMIT",
    );
    expect(() => advanceAndCommit([])).toThrow('no checkpoint');
  });

  it('quotes the name and refuses anything but safe integers for positions and versions', () => {
    const one = (name: string, from: number, to: number, version: number) =>
      advanceAndCommit([{ name, from, to, version, lastEventAt: new Date(0) }]);
    expect(one("o'brien", 0, 1, 1)).toContain("'o''brien'");
    expect(() => one('p', 1.5, 2, 1)).toThrow('not an integer');
    expect(() => one('p', 1, Number.NaN, 1)).toThrow('not an integer');
    expect(() => one('p', 1, 2, 2 ** 60)).toThrow('not an integer');
  });
});
