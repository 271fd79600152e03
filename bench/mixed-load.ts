import { parentPort, workerData } from 'node:worker_threads';
import { HttpClient } from './http-client';
import { summarize, type LatencySummary } from './stats';

/**
 * The soak load, in a worker thread: each of `concurrency` loops cycles through
 * reads (search, a flag, the event list), writes (PUT flipping `stale` on flags the loop owns, so
 * every write is a change) and signals, for `durationMs`; latencies are summarised per window so
 * that a drifting p99 shows.
 */
export interface MixedLoadInput {
  baseUrl: string;
  adminToken: string;
  signalToken: string;
  signalEndpoint: string;
  names: string[];
  concurrency: number;
  durationMs: number;
  windowMs: number;
}

export interface MixedLoadOutput {
  windows: (LatencySummary & { errors: number })[];
  total: LatencySummary & { errors: number; byKind: Record<string, number> };
}

async function main(input: MixedLoadInput): Promise<MixedLoadOutput> {
  const admin = new HttpClient(input.baseUrl, input.adminToken, input.concurrency);
  const signals = new HttpClient(input.baseUrl, input.signalToken, input.concurrency);
  const base = '/api/admin/projects/default/features';
  const stale = new Map<string, boolean>(input.names.map((n) => [n, false]));
  const windows: (LatencySummary & { errors: number })[] = [];
  const all: number[] = [];
  const byKind: Record<string, number> = {};
  let current: number[] = [];
  let errors = 0;
  let windowErrors = 0;
  let windowStart = performance.now();
  const started = windowStart;
  const deadline = started + input.durationMs;

  const once = async (worker: number, i: number): Promise<void> => {
    const owned = Math.ceil((input.names.length - worker) / input.concurrency);
    const name = input.names[worker + (i % owned) * input.concurrency];
    const step = i % 10;
    let kind: string;
    let ok: boolean;
    if (step <= 2) {
      kind = 'search';
      ok = (await admin.send('GET', `/api/admin/search/features?query=soak-${i % 50}&limit=25&sortBy=name`)).status === 200;
    } else if (step <= 4) {
      kind = 'feature';
      ok = (await admin.send('GET', `${base}/${name}`)).status === 200;
    } else if (step === 5) {
      kind = 'events';
      ok = (await admin.send('GET', '/api/admin/events')).status === 200;
    } else if (step <= 8) {
      kind = 'put';
      const next = !stale.get(name);
      ok = (await admin.send('PUT', `${base}/${name}`, { stale: next })).status === 200;
      if (ok) stale.set(name, next);
    } else {
      kind = 'signal';
      ok = (await signals.send('POST', `/api/signal-endpoint/${input.signalEndpoint}`, { source: 'soak', worker, i })).status === 200;
    }
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (!ok) {
      errors += 1;
      windowErrors += 1;
    }
  };

  await Promise.all(
    Array.from({ length: input.concurrency }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const t0 = performance.now();
        await once(worker, i);
        const now = performance.now();
        current.push(now - t0);
        all.push(now - t0);
        if (now - windowStart >= input.windowMs) {
          windows.push({ ...summarize(current, now - windowStart), errors: windowErrors });
          current = [];
          windowErrors = 0;
          windowStart = now;
        }
      }
    }),
  );
  admin.close();
  signals.close();
  return { windows, total: { ...summarize(all, performance.now() - started), errors, byKind } };
}

if (parentPort) {
  main(workerData as MixedLoadInput).then(
    (output) => parentPort?.postMessage(output),
    (error: unknown) => {
      throw error;
    },
  );
}
