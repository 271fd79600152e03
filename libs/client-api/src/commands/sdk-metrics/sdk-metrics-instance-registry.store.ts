import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, logger, type Clock } from '@pennant/platform';

/** One SDK instance as a registration or a metrics post names it. */
export interface InstanceSighting {
  appName: string;
  environment: string;
  instanceId: string;
  sdkVersion: string | null;
  clientIp: string | null;
}

/** Metrics refresh an instance at most this often per node (as API tokens' `seenAt`). */
const METRICS_EVERY_MS = 60_000;
/** Instances silent this long are dropped (as long as the hourly counts are kept), checked at most once an hour. */
export const KEEP_INSTANCES_MS = 48 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** How many instances this node remembers having written (oldest forgotten first). */
const REMEMBERED = 10_000;

const UPSERT = `
  INSERT INTO client_instances (app_name, environment, instance_id, sdk_version, client_ip, created_at, last_seen_at)
  VALUES ($1, $2, $3, $4, $5, $6, $6)
  ON CONFLICT (app_name, environment, instance_id) DO UPDATE
     SET sdk_version = coalesce(excluded.sdk_version, client_instances.sdk_version),
         client_ip = coalesce(excluded.client_ip, client_instances.client_ip),
         last_seen_at = greatest(client_instances.last_seen_at, excluded.last_seen_at)`;

const PRUNE = `WITH gone AS (DELETE FROM client_instances WHERE last_seen_at < $1 RETURNING 1) SELECT count(*)::int AS pruned FROM gone`;

/**
 * SDK instances (`client_instances`, ADR 0054): one row per (app, environment, instance id) with
 * the SDK version, the client address and when it was first and last seen. A registration writes
 * its row (one statement); metrics posts refresh it at most once a minute per instance on this
 * node, off the request's path. Usage data, not an event: a failed write only leaves `lastSeen` older.
 */
@Injectable()
export class InstanceRegistry {
  private readonly written = new Map<string, number>();
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A registration: always written (awaited, so the SDK's 202 means the instance is listed). */
  async registered(instance: InstanceSighting): Promise<void> {
    const now = this.clock.now().getTime();
    this.remember(instance, now);
    await this.write(instance, now);
  }

  /** A metrics post: written (not awaited) only if this node has not written that instance in the last minute; says whether. */
  reported(instance: InstanceSighting): boolean {
    const now = this.clock.now().getTime();
    const last = this.written.get(keyOf(instance));
    if (last !== undefined && now - last < METRICS_EVERY_MS && now >= last) return false;
    this.remember(instance, now);
    this.write(instance, now).catch((error: unknown) => logger.warn('SDK instance not recorded', { error: String(error) }));
    return true;
  }

  /** Deletes the instances silent for more than 48 h; returns how many. */
  async prune(): Promise<number> {
    const now = this.clock.now().getTime();
    this.prunedAt = now;
    const [row] = (await this.dataSource.query(PRUNE, [new Date(now - KEEP_INSTANCES_MS)])) as { pruned: number }[];
    return row.pruned;
  }

  /** Forgets what this node wrote for an application (it was deleted: its next sighting writes again). */
  forget(appName: string): void {
    for (const key of [...this.written.keys()]) if ((JSON.parse(key) as string[])[0] === appName) this.written.delete(key);
  }

  private async write(instance: InstanceSighting, now: number): Promise<void> {
    const { appName, environment, instanceId, sdkVersion, clientIp } = instance;
    await this.dataSource.query(UPSERT, [appName, environment, instanceId, sdkVersion, clientIp, new Date(now)]);
    if (now - this.prunedAt >= PRUNE_EVERY_MS) await this.prune();
  }

  private remember(instance: InstanceSighting, now: number): void {
    const key = keyOf(instance);
    if (this.written.size >= REMEMBERED && !this.written.has(key)) this.written.delete(this.written.keys().next().value as string);
    this.written.delete(key);
    this.written.set(key, now);
  }
}

function keyOf({ appName, environment, instanceId }: InstanceSighting): string {
  return JSON.stringify([appName, environment, instanceId]);
}
