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
