import { Injectable } from '@nestjs/common';
import type { EventType, RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = [
  'feature-created',
  'feature-archived',
  'feature-revived',
  'feature-deleted',
  'feature-stale-on',
  'feature-stale-off',
  'feature-project-change',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

interface FlagHealth {
  project: string;
  alive: boolean;
  stale: boolean;
  deleted?: boolean;
}

/** Monday 00:00 UTC of the week `at` falls in (ISO weeks), as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** What a flag adds to its project's counts: [active, active and not stale]. */
function weight(flag: FlagHealth | undefined): [number, number] {
  if (!flag || flag.deleted || !flag.alive) return [0, 0];
  return [1, flag.stale ? 0 : 1];
}

/**
 * Project health through time, from the log (the dashboard's health windows): per
 * flag whether it is active and stale (rm_health_flags), per project the current counts
 * (rm_health_projects: flags = active, healthy = active and not stale — kept by deltas, so the
 * dashboards read them instead of counting flags), and per project and week the counts as they
 * stood after that week's last change (rm_health_weeks). A batch keeps the flags it touches in
 * memory and writes once per week it crossed — one statement for all three tables.
 */
@Injectable()
export class ProjectHealthProjection implements Projection {
  readonly name = 'project-health';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_health_flags', 'rm_health_projects', 'rm_health_weeks'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    const batch = events as readonly Handled[];
    const names = [...new Set(batch.map((e) => e.data.featureName as string))];
    const known = (await sql.query('SELECT feature, project, alive, stale FROM rm_health_flags WHERE feature = ANY($1::text[])', [
      names,
    ])) as { feature: string; project: string; alive: boolean; stale: boolean }[];
    const flags = new Map<string, FlagHealth>(known.map((r) => [r.feature, { project: r.project, alive: r.alive, stale: r.stale }]));
    /** Each touched flag as the tables hold it (before this flush); absent = not stored. */
    const stored = new Map<string, FlagHealth | undefined>();
    /** Every project a touched flag passed through (a flag moved twice counts its middle project too), so snapshots do not depend on batching. */
    const projects = new Set<string>();
    let week: string | null = null;
    for (const event of batch) {
      const at = weekOf(event.createdAt);
      if (week !== null && at !== week) await this.flush(sql, flags, stored, projects, week);
      week = at;
      const name = event.data.featureName as string;
      const flag = flags.get(name);
      const next = this.evolve(flag, event);
      if (!next) continue;
      if (!stored.has(name)) stored.set(name, flag);
      if (flag) projects.add(flag.project);
      flags.set(name, next);
      projects.add(next.project);
    }
    if (week !== null) await this.flush(sql, flags, stored, projects, week);
  }

  private evolve(flag: FlagHealth | undefined, event: Handled): FlagHealth | null {
    switch (event.type) {
      case 'feature-created':
        return { project: event.data.project as string, alive: true, stale: event.data.data.stale ?? false };
      case 'feature-project-change':
        return flag ? { ...flag, project: event.data.project as string } : null;
      case 'feature-archived':
        return flag ? { ...flag, alive: false } : null;
      case 'feature-revived':
        return flag ? { ...flag, alive: true } : null;
      case 'feature-deleted':
        return flag ? { ...flag, alive: false, deleted: true } : null;
      case 'feature-stale-on':
      case 'feature-stale-off':
        return flag ? { ...flag, stale: event.type === 'feature-stale-on' } : null;
      default:
        return null;
    }
  }

  private async flush(
    sql: SqlExecutor,
    flags: Map<string, FlagHealth>,
    stored: Map<string, FlagHealth | undefined>,
    projects: Set<string>,
    week: string,
  ): Promise<void> {
    if (stored.size === 0) return;
    const delta = new Map<string, [number, number]>([...projects].map((p) => [p, [0, 0]]));
    const kept: (FlagHealth & { name: string })[] = [];
    const gone: string[] = [];
    for (const [name, before] of stored) {
      const after = flags.get(name) as FlagHealth;
      if (after.deleted) gone.push(name);
      else kept.push({ name, ...after });
      const [activeBefore, healthyBefore] = weight(before);
      const [activeAfter, healthyAfter] = weight(after);
      if (before) {
        const d = delta.get(before.project) as [number, number];
        d[0] -= activeBefore;
        d[1] -= healthyBefore;
      }
      const d = delta.get(after.project) as [number, number];
      d[0] += activeAfter;
      d[1] += healthyAfter;
    }
    const rows = [...delta.entries()];
    await sql.query(
      `WITH upserted AS (
         INSERT INTO rm_health_flags (feature, project, alive, stale) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[])
         ON CONFLICT (feature) DO UPDATE SET project = excluded.project, alive = excluded.alive, stale = excluded.stale),
       deleted AS (DELETE FROM rm_health_flags WHERE feature = ANY($5::text[])),
       counts AS (
         INSERT INTO rm_health_projects (project, flags, healthy) SELECT * FROM unnest($6::text[], $7::int[], $8::int[])
         ON CONFLICT (project) DO UPDATE SET flags = rm_health_projects.flags + excluded.flags, healthy = rm_health_projects.healthy + excluded.healthy
         RETURNING project, flags, healthy)
       INSERT INTO rm_health_weeks (project, week, flags, healthy) SELECT project, $9::date, flags, healthy FROM counts
       ON CONFLICT (project, week) DO UPDATE SET flags = excluded.flags, healthy = excluded.healthy`,
      [
        kept.map((r) => r.name),
        kept.map((r) => r.project),
        kept.map((r) => r.alive),
        kept.map((r) => r.stale),
        gone,
        rows.map(([p]) => p),
        rows.map(([, d]) => d[0]),
        rows.map(([, d]) => d[1]),
        week,
      ],
    );
    for (const name of gone) flags.delete(name);
    stored.clear();
    projects.clear();
  }
}
