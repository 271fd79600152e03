import { logger } from '../logging/logger';

/**
 * Runs `run` every `intervalMs`: one run at a time (a tick that finds the previous run still
 * going is skipped), a failed run is logged as `<name> failed` and the next tick runs again,
 * and `stop()` clears the timer and waits for the run in flight (drain on shutdown). The timer
 * is unref'd: it never keeps a process alive on its own.
 */
export class IntervalRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One run now, unless one is already going (then that one's completion). */
  tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.run()
      .then(
        () => undefined,
        (error: unknown) => logger.warn(`${this.name} failed`, { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
