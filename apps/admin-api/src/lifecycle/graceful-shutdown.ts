import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ClientDeltaHub } from '@pennant/client-api';
import { EventStreamHub } from '@pennant/event-log';
import { logger } from '@pennant/platform';
import { httpDrainOf } from './http-drain';

export interface ShutdownOptions {
  app: NestFastifyApplication;
  /** How long in-flight requests get; the teardown after them gets as long again. */
  timeoutMs: number;
  /** Stops the embedded PostgreSQL, last (absent with DATABASE_URL). */
  stopDatabase?: () => Promise<void>;
  /** Stops watching the embedded PostgreSQL: its exit is expected from now on. */
  stopSupervisor?: () => void;
  exit?: (code: number) => void;
}

function within<T>(work: Promise<T>, ms: number): Promise<{ ok: true; value: T } | { ok: false }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ ok: false }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), ms);
  });
  return Promise.race([work.then((value) => ({ ok: true as const, value })), late]).finally(() => clearTimeout(timer));
}

/**
 * The service's shutdown, in order (ADR 0034):
 * 1. HTTP: stop accepting, refuse new requests with a typed 503, end the live event streams and
 *    the SDK streams (SDKs reconnect elsewhere and resume from their Last-Event-ID), let
 *    every in-flight request finish — a write's answer still waits for its read models, so the
 *    projections keep running meanwhile; at `timeoutMs` the remaining connections are cut;
 * 2. Nest: background jobs stop, projections stop at a batch boundary, pools close;
 * 3. the embedded PostgreSQL stops (fast shutdown), last;
 * 4. exit 0 — or 1 when something had to be cut or `code` asks for it (the database could not be
 *    restarted).
 * Answers a function to call once per reason; later calls join the first.
 */
export function gracefulShutdown(options: ShutdownOptions): (reason: string, code?: number) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | null = null;
  const run = async (reason: string, code: number) => {
    const started = Date.now();
    logger.info('shutting down', { reason, timeoutMs: options.timeoutMs });
    options.stopSupervisor?.();
    options.app.get(EventStreamHub, { strict: false }).onModuleDestroy();
    options.app.get(ClientDeltaHub, { strict: false }).onModuleDestroy();
    const http = await httpDrainOf(options.app.getHttpAdapter().getInstance()).drain(options.timeoutMs);
    if (!http.drained)
      logger.warn('shutdown: requests still running at the deadline were cut', { connections: http.cut, timeoutMs: options.timeoutMs });
    const teardown = await within(options.app.close(), options.timeoutMs);
    if (!teardown.ok) logger.error('shutdown: the application did not stop in time', { timeoutMs: options.timeoutMs });
    let database = true;
    if (options.stopDatabase) database = (await within(options.stopDatabase(), options.timeoutMs + 25_000)).ok;
    const clean = http.drained && teardown.ok && database;
    logger.info('stopped', { reason, drainMs: http.ms, totalMs: Date.now() - started, clean });
    exit(code !== 0 ? code : clean ? 0 : 1);
  };
  return (reason, code = 0) => {
    running ??= run(reason, code).catch((error: unknown) => {
      logger.error('shutdown failed', { error: error instanceof Error ? error.stack : String(error) });
      exit(1);
    });
    return running;
  };
}

/**
 * SIGTERM, SIGINT and SIGHUP start the shutdown. Later signals do not cut it short: `npm start`
 * forwards a terminal's Ctrl-C that the service receives itself too, and the shutdown is bounded.
 */
export function onShutdownSignals(shutdown: (reason: string) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
}
