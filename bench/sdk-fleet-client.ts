import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FleetCommand, FleetMessage } from './sdk-fleet';

/** One child process of SDKs (bench/sdk-fleet.ts), spoken to over IPC. */
class FleetProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (message: FleetMessage) => void>();

  constructor() {
    this.child = fork(join(__dirname, 'sdk-fleet.js'), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    this.child.on('message', (message: FleetMessage) => {
      const key = 'i' in message ? `${message.type}:${message.i}` : message.type;
      this.waiting.get(key)?.(message);
      this.waiting.delete(key);
    });
  }

  /** Resolves with the reply named `reply` (null after the timeout); `command` null only waits. */
  ask<M extends FleetMessage>(command: FleetCommand | null, reply: string, timeoutMs = 600_000): Promise<M | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(reply);
        resolve(null);
      }, timeoutMs);
      this.waiting.set(reply, (message) => {
        clearTimeout(timer);
        resolve(message as M);
      });
      if (command) this.child.send(command);
    });
  }

  kill(): void {
    this.child.kill();
  }
}

/**
 * The SDK fleet: `count` SDK instances spread over a few processes (as instances of an
 * application are), so that one event loop handling every instance's frame in turn is not what
 * is measured.
 */
export class Fleet {
  private readonly processes: FleetProcess[];

  constructor(private readonly count: number) {
    const n = Math.max(1, Math.min(count, Number(process.env.BENCH_FLEET_PROCESSES ?? 4)));
    this.processes = Array.from({ length: n }, () => new FleetProcess());
  }

  /** Starts the SDKs; resolves with how long the slowest process took to have all its SDKs synchronised. */
  async start(command: Omit<Extract<FleetCommand, { type: 'start' }>, 'count' | 'type'>): Promise<number> {
    const n = this.processes.length;
    const replies = await Promise.all(
      this.processes.map((p, k) =>
        p.ask<Extract<FleetMessage, { type: 'ready' }>>(
          { type: 'start', ...command, count: Math.floor(this.count / n) + (k < this.count % n ? 1 : 0) },
          'ready',
        ),
      ),
    );
    return Math.max(...replies.map((r) => r?.startMs ?? Infinity));
  }

  async expect(i: number, name: string, enabled: boolean): Promise<void> {
    await Promise.all(this.processes.map((p) => p.ask({ type: 'expect', i, name, enabled }, `ack:${i}`)));
  }

  /** Resolves true when every SDK showed toggle `i`, false after the timeout. Call before making the change. */
  seen(i: number, timeoutMs: number): Promise<boolean> {
    return Promise.all(this.processes.map((p) => p.ask(null, `seen:${i}`, timeoutMs))).then((all) => all.every((m) => m !== null));
  }

  async times(): Promise<{ times: Record<number, number[]>; modes: Record<string, number> }> {
    const replies = await Promise.all(
      this.processes.map((p) => p.ask<Extract<FleetMessage, { type: 'times' }>>({ type: 'times' }, 'times')),
    );
    const times: Record<number, number[]> = {};
    const modes: Record<string, number> = {};
    for (const reply of replies) {
      for (const [i, list] of Object.entries(reply?.times ?? {})) times[Number(i)] = [...(times[Number(i)] ?? []), ...list];
      for (const [mode, n] of Object.entries(reply?.modes ?? {})) modes[mode] = (modes[mode] ?? 0) + n;
    }
    return { times, modes };
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.ask({ type: 'stop' }, 'stopped', 30_000)));
    for (const p of this.processes) p.kill();
  }
}
