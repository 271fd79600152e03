export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  /** `done` of `total` (null: unknown), with a short detail (rate, ETA). */
  update(done: number, total: number | null, detail?: string): void;
  /** Ends the bar (a newline on a terminal; a last line otherwise). */
  finish(): void;
}

const WIDTH = 24;
/** Off a terminal: a line per 10 % step, or every 5 s when the total is unknown. */
const PLAIN_EVERY_MS = 5000;

function percent(done: number, total: number | null): number | null {
  if (total === null) return null;
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
}

/**
 * A progress bar on a terminal (redrawn in place, at most every 100 ms), plain lines in logs and
 * pipes, where carriage returns would pile up.
 */
export function progressBar(label: string, out: ProgressOutput = process.stderr, now: () => number = Date.now): Progress {
  let drawn = false;
  let lastAt = -Infinity;
  let lastStep = -1;
  let last: { done: number; total: number | null; detail: string } | null = null;
  const line = (done: number, total: number | null, detail: string) => {
    const p = percent(done, total);
    const counts = total === null ? `${done}` : `${done}/${total}`;
    return { p, counts, detail: detail ? `  ${detail}` : '' };
  };
  return {
    update(done, total, detail = '') {
      last = { done, total, detail };
      const { p, counts, detail: d } = line(done, total, detail);
      if (out.isTTY) {
        if (now() - lastAt < 100 && p !== 100) return;
        lastAt = now();
        const filled = Math.round(((p ?? 0) / 100) * WIDTH);
        out.write(`\r${label} [${'#'.repeat(filled).padEnd(WIDTH, '.')}] ${p === null ? '' : `${p}% `}${counts}${d}   `);
        drawn = true;
        return;
      }
      const step = p === null ? -1 : Math.floor(p / 10);
      if (p !== null ? step === lastStep : now() - lastAt < PLAIN_EVERY_MS) return;
      lastStep = step;
      lastAt = now();
      out.write(`${label}: ${p === null ? '' : `${p}% `}(${counts})${d}\n`);
    },
    finish() {
      if (out.isTTY) {
        if (drawn) out.write('\n');
      } else if (last && percent(last.done, last.total) !== 100) {
        const { p, counts, detail } = line(last.done, last.total, last.detail);
        out.write(`${label}: ${p === null ? '' : `${p}% `}(${counts})${detail}\n`);
      }
      drawn = false;
    },
  };
}
