import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU milliseconds used so far by every `postgres` process of this machine (Linux /proc). */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * TICK_MS;
}

/** CPU milliseconds used so far by this process (server and load-generator thread). */
export function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, and the same of children already waited for (cutime + cstime), in ticks. */
  ticks: number;
}

function readStat(path: string): ProcStat | null {
  try {
    const stat = readFileSync(path, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    // fields[0] = state, [1] = ppid, [11..14] = utime, stime, cutime, cstime
    return {
      pid: Number(stat.slice(0, stat.indexOf(' '))),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null; // the process ended meanwhile
  }
}

/**
 * CPU milliseconds used so far by process `root` and every process under it (a server and its
 * embedded PostgreSQL with its backends; ended backends count through their parent's waited-for
 * children). Unlike postgresCpuMs, other users' PostgreSQL servers on the machine are not counted.
 */
export function processTreeCpuMs(root: number): number {
  const { own, under } = processTreeCpuSplitMs(root);
  return own + under;
}

/**
 * processTreeCpuMs in two parts: the process itself (all its threads) and the processes under it.
 * Scanning /proc costs this process CPU too: `ownFirst` reads its own figure before the scan (the
 * end of a measured window), otherwise after it (the start), so the scans stay outside the window.
 */
export function processTreeCpuSplitMs(root: number, ownFirst = false): { own: number; under: number } {
  const ownBefore = ownFirst ? readOwnTicks(root) : 0;
  const all = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map((p) => readStat(`/proc/${p}/stat`))
    .filter((s): s is ProcStat => s !== null);
  const children = new Map<number, ProcStat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const self = all.find((s) => s.pid === root);
  if (!self) return { own: 0, under: 0 };
  let ticks = 0;
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const s = stack.pop() as ProcStat;
    ticks += s.ticks;
    stack.push(...(children.get(s.pid) ?? []));
  }
  // The process's own figure without its waited-for children (those are counted under it).
  const own = ownFirst ? ownBefore : readOwnTicks(root);
  return { own: own * TICK_MS, under: (ticks + self.ticks - own) * TICK_MS };
}

function readOwnTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by the calling thread (Linux /proc/thread-self). */
export function threadCpuMs(): number {
  const s = readStat('/proc/thread-self/stat');
  return s === null ? 0 : s.ticks * TICK_MS;
}
