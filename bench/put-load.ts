import { parentPort, workerData } from 'node:worker_threads';
import { HttpClient } from './http-client';
import { closedLoop } from './stats';

/**
 * The PUT load generator, run in a worker thread so that the client's own work does not share
 * the server's event loop (as a separate load-generator process would not).
 */
export interface PutLoadInput {
  baseUrl: string;
  token: string;
  names: string[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Send a fresh Idempotency-Key with every PUT (BENCH_IDEMPOTENCY=1): the cost of the key store. */
  idempotencyKeys?: boolean;
}

export interface PutLoadOutput {
  latencies: number[];
  elapsedMs: number;
  errors: number;
}

async function main(input: PutLoadInput): Promise<PutLoadOutput> {
  const { names, concurrency } = input;
  const client = new HttpClient(input.baseUrl, input.token, concurrency);
  // Each worker loop owns the flags whose index ≡ loop (mod concurrency), so it knows their state
  // and every request is a real change (one event per request).
  const stale = new Map<string, boolean>(names.map((n) => [n, false]));
  let errors = 0;
  let keys = Date.now(); // unique across the warm-up and the measured run
  const put = async (worker: number, i: number) => {
    const owned = Math.ceil((names.length - worker) / concurrency);
    const name = names[worker + (i % owned) * concurrency];
    const next = !stale.get(name);
    const headers: Record<string, string> = input.idempotencyKeys ? { 'idempotency-key': `put-${worker}-${i}-${(keys += 1)}` } : {};
    const res = await client.send('PUT', `/api/admin/projects/default/features/${name}`, { stale: next }, headers);
    if (res.status !== 200 || (JSON.parse(res.body) as { stale: boolean }).stale !== next) errors += 1;
    stale.set(name, next);
  };
  await closedLoop(concurrency, input.warmupMs, put);
  parentPort?.postMessage({ warmedUp: true });
  await new Promise<void>((resolve) => parentPort?.once('message', () => resolve()));
  errors = 0;
  const run = await closedLoop(concurrency, input.durationMs, put);
  client.close();
  return { latencies: run.latencies, elapsedMs: run.elapsedMs, errors };
}

if (parentPort) {
  main(workerData as PutLoadInput).then(
    (output) => parentPort?.postMessage(output),
    (error: unknown) => {
      throw error;
    },
  );
}
