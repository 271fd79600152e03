import { Unleash, UnleashEvents, type UnleashConfig } from 'unleash-client';

/**
 * A child process running many official `unleash-client` SDK instances (the bench's SDK fleet,
 * apart from the server's process so that neither's memory or event loop is the other's). The
 * parent says which flag state to look for (`expect`); each SDK records the moment its `changed`
 * event first shows it. Times are wall-clock milliseconds (performance.timeOrigin + now), the
 * same clock as the parent's.
 */
export type FleetCommand =
  | {
      type: 'start';
      url: string;
      token: string;
      count: number;
      mode: NonNullable<UnleashConfig['experimentalMode']>;
      refreshInterval: number;
    }
  | { type: 'expect'; i: number; name: string; enabled: boolean }
  | { type: 'times' }
  | { type: 'stop' };

export type FleetMessage =
  | { type: 'ready'; startMs: number }
  | { type: 'ack'; i: number }
  | { type: 'seen'; i: number }
  | { type: 'times'; times: Record<number, number[]>; modes: Record<string, number> }
  | { type: 'stopped' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: FleetMessage) => process.send?.(message);

const sdks: Unleash[] = [];
const expectations = new Map<number, { name: string; enabled: boolean; seenBy: Set<number>; times: number[] }>();
const done: Record<number, number[]> = {};

function check(k: number): void {
  const sdk = sdks[k];
  for (const [i, e] of expectations) {
    if (e.seenBy.has(k) || sdk.getFeatureToggleDefinition(e.name)?.enabled !== e.enabled) continue;
    e.seenBy.add(k);
    e.times.push(now());
    if (e.seenBy.size === sdks.length) {
      expectations.delete(i);
      done[i] = e.times;
      send({ type: 'seen', i });
    }
  }
}

async function start(command: Extract<FleetCommand, { type: 'start' }>): Promise<void> {
  const started = now();
  // In waves, as a fleet of application instances would (re)start: not all 316 kB hydrations at once.
  for (let wave = 0; wave < command.count; wave += 20) {
    const ready: Promise<void>[] = [];
    for (let k = wave; k < Math.min(command.count, wave + 20); k += 1) {
      const sdk = new Unleash({
        url: command.url,
        appName: `bench-fleet-${k}`,
        customHeaders: { Authorization: command.token },
        refreshInterval: command.refreshInterval,
        disableMetrics: true,
        experimentalMode: command.mode,
        storageProvider: { set: async () => undefined, get: async () => undefined },
      });
      sdk.on(UnleashEvents.Error, () => undefined);
      sdk.on(UnleashEvents.Warn, () => undefined);
      sdk.on(UnleashEvents.Changed, () => check(k));
      sdks.push(sdk);
      ready.push(new Promise((resolve) => sdk.once(UnleashEvents.Synchronized, () => resolve())));
    }
    await Promise.all(ready);
  }
  send({ type: 'ready', startMs: now() - started });
}

process.on('message', (command: FleetCommand) => {
  switch (command.type) {
    case 'start':
      void start(command);
      return;
    case 'expect':
      expectations.set(command.i, { name: command.name, enabled: command.enabled, seenBy: new Set(), times: [] });
      send({ type: 'ack', i: command.i });
      for (let k = 0; k < sdks.length; k += 1) check(k); // a polling SDK may already hold it
      return;
    case 'times': {
      const modes: Record<string, number> = {};
      for (const sdk of sdks) {
        const mode = (sdk as unknown as { repository: { getMode(): string } }).repository.getMode();
        modes[mode] = (modes[mode] ?? 0) + 1;
      }
      for (const [i, e] of expectations) done[i] = e.times;
      send({ type: 'times', times: done, modes });
      return;
    }
    case 'stop':
      for (const sdk of sdks) sdk.destroy();
      send({ type: 'stopped' });
      setTimeout(() => process.exit(0), 100);
      return;
  }
});
