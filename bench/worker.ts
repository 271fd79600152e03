import { Worker } from 'node:worker_threads';
import { join } from 'node:path';

/** Runs a load worker: warm-up, then `around` is called around the measured run. */
export async function runWorker<I, O>(file: string, input: I, around: { before(): Promise<void>; after(): Promise<void> }): Promise<O> {
  const worker = new Worker(join(__dirname, file), { workerData: input });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next(); // warmed up
  await around.before();
  worker.postMessage('go');
  const output = (await next()) as O;
  await around.after();
  await worker.terminate();
  return output;
}
