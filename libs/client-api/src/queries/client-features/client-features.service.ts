import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionRuntime } from '@pennant/projections';
import type { ClientFeatureRow, ClientSegment, ClientSnapshot } from './client-features-snapshot.sql';
import { SEGMENTS_SQL, SNAPSHOT_SQL } from './client-features-snapshot.sql';

/** Environments whose snapshots are kept (admin tokens may name any environment). */
const MAX_ENVIRONMENTS = 32;

/** The projections whose tables a snapshot reads. */
const SOURCES = ['feature-view', 'segments'] as const;

/** Which state of the projections' tables an answer shows: `id` goes into the ETag, `number` into meta.revisionId. */
export interface ClientRevision {
  id: string;
  number: number;
}

function revisionOf(versions: number[]): ClientRevision {
  return { id: versions.join('.'), number: Math.max(...versions) };
}

/**
 * Per-environment snapshots of what SDKs read, kept in memory while the projections they come
 * from stand still (their versions are the revision), so that polling SDKs — and every 304 —
 * cost no SQL in the process leading both projections. Elsewhere the revision is read from the
 * projections' committed checkpoints (one small statement) *before* the tables, so a snapshot is
 * never older than the revision it is filed under, and a move of either projection always
 * changes the ETag (ADR 0019).
 */
@Injectable()
export class ClientFeaturesService {
  private readonly snapshots = new Map<string, { revision: string; snapshot: Promise<ClientSnapshot> }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly runtime: ProjectionRuntime,
  ) {}

  /** The current revision without any SQL, or null when this process cannot know it. */
  localRevision(): ClientRevision | null {
    const versions = SOURCES.map((name) => this.runtime.localCheckpoint(name));
    if (versions.some((v) => v === null)) return null;
    return revisionOf(versions as number[]);
  }

  /** The current revision: this process's own when it leads both projections, else their stored checkpoints. */
  async revision(): Promise<ClientRevision> {
    const local = this.localRevision();
    if (local !== null) return local;
    const rows = (await this.dataSource.query('SELECT name, position FROM projection_checkpoints WHERE name = ANY($1)', [
      [...SOURCES],
    ])) as { name: string; position: string }[];
    const stored = new Map(rows.map((r) => [r.name, Number(r.position)]));
    return revisionOf(SOURCES.map((name) => stored.get(name) ?? 0));
  }

  /** The environment's snapshot at `known` (a revision just read by the caller) or the current revision. */
  async snapshot(environment: string, known?: ClientRevision): Promise<{ snapshot: ClientSnapshot; revision: ClientRevision }> {
    const revision = known ?? (await this.revision());
    const kept = this.snapshots.get(environment);
    if (kept && kept.revision === revision.id) return { snapshot: await kept.snapshot, revision };
    const snapshot = this.read(environment);
    this.snapshots.delete(environment);
    if (this.snapshots.size >= MAX_ENVIRONMENTS) this.snapshots.delete(this.snapshots.keys().next().value as string);
    this.snapshots.set(environment, { revision: revision.id, snapshot });
    snapshot.catch(() => {
      if (this.snapshots.get(environment)?.snapshot === snapshot) this.snapshots.delete(environment);
    });
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
