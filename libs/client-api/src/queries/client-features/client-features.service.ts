import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionRuntime } from '@pennant/projections';
import type { ClientFeatureRow, ClientSegment, ClientSnapshot } from './client-snapshot';
import { SEGMENTS_SQL, SNAPSHOT_SQL } from './client-snapshot';

/** The projections whose tables a snapshot reads. */
const SOURCES = ['feature-view', 'segments'] as const;

/**
 * Per-environment snapshots of what SDKs read, kept in memory while the projections they come
 * from stand still (their checkpoints are the revision), so that polling SDKs — and every 304 —
 * cost no SQL. Only a process leading both projections knows when they move; elsewhere every
 * request reads the tables (and the revision is the log position the read saw).
 */
@Injectable()
export class ClientFeaturesService {
  private readonly snapshots = new Map<string, { revision: string; snapshot: Promise<ClientSnapshot> }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly runtime: ProjectionRuntime,
  ) {}

  /** The current revision without any SQL, or null when this process cannot know it. */
  localRevision(): { id: string; number: number } | null {
    const checkpoints = SOURCES.map((name) => this.runtime.localCheckpoint(name));
    if (checkpoints.some((c) => c === null)) return null;
    return { id: checkpoints.join('.'), number: Math.max(...(checkpoints as number[])) };
  }

  async snapshot(environment: string): Promise<{ snapshot: ClientSnapshot; revision: { id: string; number: number } }> {
    const revision = this.localRevision();
    if (revision === null) {
      const head = (await this.dataSource.query('SELECT coalesce(max(position), 0) AS p FROM es_events')) as { p: string }[];
      const number = Number(head[0].p);
      return { snapshot: await this.read(environment), revision: { id: `h${number}`, number } };
    }
    const kept = this.snapshots.get(environment);
    if (kept && kept.revision === revision.id) return { snapshot: await kept.snapshot, revision };
    const snapshot = this.read(environment);
    this.snapshots.set(environment, { revision: revision.id, snapshot });
    snapshot.catch(() => this.snapshots.delete(environment));
    return { snapshot: await snapshot, revision };
  }

  private async read(environment: string): Promise<ClientSnapshot> {
    const [features, segments] = await Promise.all([
      this.dataSource.query(SNAPSHOT_SQL, [environment]) as Promise<ClientFeatureRow[]>,
      this.dataSource.query(SEGMENTS_SQL) as Promise<ClientSegment[]>,
    ]);
    return { features, segments: new Map(segments.map((s) => [s.id, s])) };
  }
}
