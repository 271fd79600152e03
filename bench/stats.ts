/** Latency summary of a run (milliseconds, rounded to 0.01). */
export interface LatencySummary {
  count: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;

export function summarize(latencies: number[], elapsedMs: number): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number): number => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return {
    count: sorted.length,
    perSecond: Math.round((sorted.length * 1000) / elapsedMs),
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.length === 0 ? 0 : sorted[sorted.length - 1]),
  };
}

/** Runs `concurrency` loops of `task` until `durationMs` passed; returns each call's latency. */
export async function closedLoop(
  concurrency: number,
  durationMs: number,
  task: (worker: number, i: number) => Promise<void>,
): Promise<{ latencies: number[]; elapsedMs: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const t0 = performance.now();
        await task(worker, i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, elapsedMs: performance.now() - started };
}

/** Runs `task(i)` for i in [0, count) on `concurrency` loops; resolves when every task finished. */
export async function forEachConcurrently(concurrency: number, count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) await task(i);
    }),
  );
}
