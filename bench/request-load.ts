import { parentPort, workerData } from 'node:worker_threads';
import { HttpClient } from './http-client';
import { closedLoop } from './stats';
import { threadCpuMs } from './cpu';

/**
 * A closed-loop load of one request shape (`body` gets `{i}` added so each is distinct), run in a
 * worker thread like put-load.ts. Any status other than `expectStatus` counts as an error.
 */
export interface RequestLoadInput {
  baseUrl: string;
  token: string;
  method: string;
  /**
   * `{n}` becomes (request number mod 1999): more distinct keys in a row than the read-model cache
   * keeps (1,000), so every request misses it.
   */
  path: string;
  /**
   * Instead of `path`: request k (k = i × concurrency + worker) goes to `paths[k mod length]` —
   * a list of varied requests (bench/search-requests.ts).
   */
  paths?: string[];
  /** Where in `paths` this run starts (runs of one list start apart, so that one run's answers cannot be cached for the next). */
  pathOffset?: number;
  /** Sent with `{worker, i}` added (unless `bodyAsIs`); none for GET. */
  body?: Record<string, unknown>;
  /** Send `body` unchanged (for endpoints that refuse unknown fields), but with `{seq}` in its strings replaced by a number unique to the request. */
  bodyAsIs?: boolean;
  /** Drop answers unread (large answers: the generator's decoding would eat the server's cores). */
  discardBodies?: boolean;
  expectStatus: number;
  /** Extra request headers (e.g. If-None-Match). */
  headers?: Record<string, string>;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface RequestLoadOutput {
  latencies: number[];
  elapsedMs: number;
  errors: number;
  statuses: Record<string, number>;
  /** CPU milliseconds of this load thread during the measured run (to take out of its process's). */
  loadCpuMs: number;
}

function withSeq(body: Record<string, unknown>, seq: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.replace('{seq}', String(seq)) : v]));
}

async function main(input: RequestLoadInput): Promise<RequestLoadOutput> {
  const client = new HttpClient(input.baseUrl, input.token, input.concurrency, input.discardBodies ?? false);
  let errors = 0;
  let statuses: Record<string, number> = {};
  let seq = 0; // unique across the warm-up and the measured run
  const send = async (worker: number, i: number) => {
    const k = i * input.concurrency + worker;
    const path = (input.paths ? input.paths[(k + (input.pathOffset ?? 0)) % input.paths.length] : input.path)
      .replace('{n}', String(k % 1999))
      .replace('{worker}', String(worker));
    const res = await client.send(
      input.method,
      path,
      input.body === undefined ? undefined : input.bodyAsIs ? withSeq(input.body, (seq += 1)) : { ...input.body, worker, i },
      input.headers,
    );
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status !== input.expectStatus) errors += 1;
  };
  await closedLoop(input.concurrency, input.warmupMs, send);
  parentPort?.postMessage({ warmedUp: true });
  await new Promise<void>((resolve) => parentPort?.once('message', () => resolve()));
  errors = 0;
  statuses = {};
  const cpuBefore = threadCpuMs();
  const run = await closedLoop(input.concurrency, input.durationMs, send);
  const loadCpuMs = threadCpuMs() - cpuBefore;
  client.close();
  return { latencies: run.latencies, elapsedMs: run.elapsedMs, errors, statuses, loadCpuMs };
}

if (parentPort) {
  main(workerData as RequestLoadInput).then(
    (output) => parentPort?.postMessage(output),
    (error: unknown) => {
      throw error;
    },
  );
}
