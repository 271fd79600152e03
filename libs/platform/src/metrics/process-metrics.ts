import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { MetricsRegistry } from './registry';

/**
 * Process metrics under the names Prometheus' client libraries use: resident memory, heap, CPU
 * seconds, start time and uptime, and the event loop's delay (sampled continuously; each scrape
 * reports the window since the previous one). Returns a function that stops the sampler.
 */
export function registerProcessMetrics(registry: MetricsRegistry): () => void {
  const rss = registry.gauge({ name: 'process_resident_memory_bytes', help: 'Resident memory size in bytes.' });
  const heapUsed = registry.gauge({ name: 'nodejs_heap_size_used_bytes', help: 'V8 heap used in bytes.' });
  const heapTotal = registry.gauge({ name: 'nodejs_heap_size_total_bytes', help: 'V8 heap allocated in bytes.' });
  const cpu = registry.counter({
    name: 'process_cpu_seconds_total',
    help: 'User and system CPU time spent, in seconds.',
    labelNames: ['mode'],
  });
  const start = registry.gauge({ name: 'process_start_time_seconds', help: 'Start time of the process since the Unix epoch, in seconds.' });
  const uptime = registry.gauge({ name: 'process_uptime_seconds', help: 'Seconds since the process started.' });
  const lag = registry.gauge({
    name: 'nodejs_eventloop_lag_seconds',
    help: 'Event loop delay since the previous scrape, by statistic.',
    labelNames: ['stat'],
  });
  const startedAt = Date.now() / 1000 - process.uptime();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  registry.addCollector(() => {
    const memory = process.memoryUsage();
    rss.set(memory.rss);
    heapUsed.set(memory.heapUsed);
    heapTotal.set(memory.heapTotal);
    const usage = process.cpuUsage();
    cpu.setTotal(usage.user / 1e6, { mode: 'user' });
    cpu.setTotal(usage.system / 1e6, { mode: 'system' });
    start.set(Math.round(startedAt));
    uptime.set(process.uptime());
    // The histogram is in nanoseconds; with no sample yet it reports NaN/huge values: report 0.
    const seconds = (ns: number) => (Number.isFinite(ns) && loop.count > 0 ? ns / 1e9 : 0);
    lag.set(seconds(loop.mean), { stat: 'mean' });
    lag.set(seconds(loop.percentile(99)), { stat: 'p99' });
    lag.set(seconds(loop.max), { stat: 'max' });
    loop.reset();
  });
  return () => loop.disable();
}
