import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import type { EventStore } from '@pennant/event-store';
import { rebuildProjections, type Projection, type RebuildProgress, type RebuildResult } from '@pennant/projections';
import { serverJson, type HttpTarget } from './http-target';
import type { Progress } from './progress';

export function describeResult(
  result: Pick<RebuildResult, 'projection' | 'position' | 'applied' | 'seconds'> & { resumedFrom?: number },
): string {
  return `${result.projection}: rebuilt to position ${result.position} (${result.applied} events applied in ${result.seconds.toFixed(1)} s${result.resumedFrom ? `, resumed from ${result.resumedFrom}` : ''}) and switched\n`;
}

function detail(p: Pick<RebuildProgress, 'eventsPerSecond' | 'etaSeconds'>): string {
  return `${p.eventsPerSecond} events/s  ETA ${p.etaSeconds ?? '?'} s`;
}

/** Blue/green rebuild in this process, reading the configured event store (ADR 0018). */
export async function rebuildInProcess(
  pool: Pool,
  store: EventStore,
  chosen: readonly Projection[],
  lanes: number,
  progress: Progress,
  out: (line: string) => void,
): Promise<void> {
  await rebuildProjections(pool, store, chosen, {
    lanes,
    onProgress: (p) => progress.update(p.position, p.head, detail(p)),
    onSwitched: (result) => {
      progress.update(result.position, result.position);
      progress.finish();
      out(describeResult(result));
    },
  });
}

interface ServerProjection {
  name: string;
  rebuild: (Partial<RebuildProgress> & { starting?: true }) | null;
  lastRebuild: { position: number; applied: number; seconds: number; at: string } | { error: string; at: string } | null;
}

/**
 * Over the admin API: starts the rebuild (202) and follows `GET /api/admin/projections` until each
 * chosen projection reports a rebuild finished after the start. Point --url at one node: the
 * progress lives in the process that runs the rebuild.
 */
export async function rebuildOverHttp(
  target: HttpTarget,
  name: string | null,
  progress: Progress,
  out: (line: string) => void,
  pollMs = 500,
): Promise<boolean> {
  const before = (await serverJson<{ projections: ServerProjection[] }>(target, 'GET', '/api/admin/projections')).projections;
  const known = before.map((p) => p.name);
  if (name !== null && !known.includes(name)) throw new Error(`projections rebuild needs --all or one of: ${known.join(', ')}`);
  const chosen = name === null ? known : [name];
  const previous = new Map(before.map((p) => [p.name, p.lastRebuild?.at ?? null]));
  await serverJson(
    target,
    'POST',
    name === null ? '/api/admin/projections/rebuild' : `/api/admin/projections/${encodeURIComponent(name)}/rebuild`,
  );
  const reported = new Set<string>();
  const vanished = new Map<string, number>();
  let ok = true;
  while (reported.size < chosen.length) {
    await sleep(pollMs);
    const now = (await serverJson<{ projections: ServerProjection[] }>(target, 'GET', '/api/admin/projections')).projections.filter((p) =>
      chosen.includes(p.name),
    );
    const running = now.find((p) => p.rebuild && typeof p.rebuild.position === 'number' && typeof p.rebuild.head === 'number');
    if (running?.rebuild)
      progress.update(
        running.rebuild.position as number,
        running.rebuild.head as number,
        detail({ eventsPerSecond: running.rebuild.eventsPerSecond ?? 0, etaSeconds: running.rebuild.etaSeconds ?? null }),
      );
    for (const p of now) {
      if (reported.has(p.name) || p.rebuild) continue;
      if (!p.lastRebuild || p.lastRebuild.at === previous.get(p.name)) {
        // Neither running nor finished: the server that ran it is gone (restarted, or another node answered).
        vanished.set(p.name, (vanished.get(p.name) ?? 0) + 1);
        if ((vanished.get(p.name) ?? 0) >= 3)
          throw new Error(
            `${target.url} no longer reports the rebuild of ${p.name} (restarted? behind a load balancer, point --url at one node); see GET /api/admin/projections`,
          );
        continue;
      }
      reported.add(p.name);
      if ('error' in p.lastRebuild) {
        progress.finish();
        ok = false;
        out(`${p.name}: ${p.lastRebuild.error}\n`);
      } else {
        progress.update(p.lastRebuild.position, p.lastRebuild.position);
        progress.finish();
        out(describeResult({ projection: p.name, ...p.lastRebuild }));
      }
    }
  }
  return ok;
}
