/**
 * CPU time this process spends (user + system, in ms) while `work` runs. A bound on work done —
 * "no regex backtracking on 10 kB" — measured in CPU time holds on a loaded machine, where a
 * wall-clock bound fails for reasons that have nothing to do with the code (waiting for a core).
 */
export async function cpuTimeOf<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}

/**
 * The cheapest of `runs` CPU-time measurements of `work` (and its last result). `process.cpuUsage`
 * counts every thread of the process — the garbage collector's and the JIT compiler's too — so
 * one run can include a collection or a compilation that has nothing to do with the work (CI saw
 * 72 ms for a parse that costs under 1 ms). A regex that backtracks is slow on every run; a pause
 * is not: the cheapest run is the work's own cost.
 */
export async function cheapestCpuTimeOf<T>(work: () => T | Promise<T>, runs = 5): Promise<{ result: T; ms: number }> {
  let best = await cpuTimeOf(work);
  for (let i = 1; i < runs; i += 1) {
    const next = await cpuTimeOf(work);
    if (next.ms < best.ms) best = next;
  }
  return best;
}
