import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import { closedLoop, summarize } from './stats';
import { benchConfig } from './config';

/**
 * (e) Time travel (target p99 < 20 ms): a flag with 1,000 events (description
 * changes), then `GET …/features/{f}?asOf=<event id>` at points spread over its history, one
 * connection at a time (latency) and at 16 connections (throughput).
 */
export async function benchTimeTravel(url: string, token: string, concurrency: number) {
  const app = await createApp(benchConfig(token), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const client = new HttpClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token, concurrency);
  const base = '/api/admin/projects/default/features';
  if ((await client.send('POST', base, { name: 'history' })).status !== 201) throw new Error('create history flag');
  const positions: number[] = [];
  for (let i = 0; i < 999; i += 1) {
    const res = await client.send('PUT', `${base}/history`, { description: `version ${i}` });
    if (res.status !== 200) throw new Error(`PUT ${i}: ${res.status}`);
    if (i % 50 === 0) positions.push(i);
  }
  const events = await client.send('GET', '/api/admin/events/history');
  const ids = (JSON.parse(events.body) as { events: { id: number }[] }).events.map((e) => e.id);
  const at = (i: number) => ids[Math.floor((i * 7919) % ids.length)];
  const get = async (_w: number, i: number) => {
    const res = await client.send('GET', `${base}/history?asOf=${at(i)}`);
    if (res.status !== 200) throw new Error(`asOf ${at(i)}: ${res.status}`);
  };
  await closedLoop(1, 1000, get);
  const single = await closedLoop(1, 3000, get);
  const parallel = await closedLoop(concurrency, 3000, get);
  client.close();
  await app.close();
  return {
    featureEvents: ids.length,
    oneConnection: summarize(single.latencies, single.elapsedMs),
    sixteenConnections: summarize(parallel.latencies, parallel.elapsedMs),
    p99TargetMs: 20,
  };
}
