import { setTimeout as sleep } from 'node:timers/promises';
import { embeddedDatabaseHealth } from './database-health';
import type { EmbeddedDatabase, PostgresExit } from './embedded-postgres';

export interface SupervisorOptions {
  /** Restart attempts after one unexpected exit before giving up (0: give up at once). */
  attempts: number;
  /** Wait before the first attempt; doubles per attempt, at most 5 s. */
  firstDelayMs?: number;
  log: (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;
  /** No attempt brought the server back: the service should exit non-zero so a supervisor restarts it. */
  onGiveUp: (exit: PostgresExit) => void;
}

function describe(exit: PostgresExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

/**
 * Watches the embedded PostgreSQL while the service runs. When it exits unexpectedly (killed,
 * crashed) the database is reported down (`GET /health` answers 503) and the server is started
 * again on the same port and socket (the pools reconnect by themselves), up to `attempts` times
 * with a doubling delay; if none works, `onGiveUp`. Answers a function that stops watching.
 */
export function superviseEmbeddedDatabase(db: EmbeddedDatabase, options: SupervisorOptions): () => void {
  let stopped = false;
  embeddedDatabaseHealth.set('up');
  const recover = async (exit: PostgresExit) => {
    if (stopped) return;
    embeddedDatabaseHealth.set('restarting', { lastExit: describe(exit) });
    options.log('error', 'embedded PostgreSQL exited unexpectedly; restarting it', {
      exit: describe(exit),
      attempts: options.attempts,
      log: db.recentLog().slice(-2000),
    });
    let delay = options.firstDelayMs ?? 250;
    for (let attempt = 1; attempt <= options.attempts && !stopped; attempt += 1) {
      await sleep(delay);
      delay = Math.min(delay * 2, 5000);
      if (stopped) return;
      try {
        const started = Date.now();
        await db.restart();
        embeddedDatabaseHealth.set('up', { restarted: true });
        options.log('warn', 'embedded PostgreSQL restarted', {
          attempt,
          pid: db.pid(),
          ms: Date.now() - started,
          log: db.recentLog().slice(-1500),
        });
        return;
      } catch (error) {
        options.log('warn', 'embedded PostgreSQL restart failed', {
          attempt,
          error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        });
      }
    }
    if (stopped) return;
    embeddedDatabaseHealth.set('down');
    options.log('error', 'embedded PostgreSQL could not be restarted; exiting', { attempts: options.attempts });
    options.onGiveUp(exit);
  };
  const unsubscribe = db.onUnexpectedExit((exit) => void recover(exit));
  return () => {
    stopped = true;
    unsubscribe();
    embeddedDatabaseHealth.set('stopping');
  };
}
