import { Injectable } from '@nestjs/common';
import type { EventType, RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['feature-created', 'feature-archived', 'feature-revived', 'feature-deleted', 'feature-stale-on', 'feature-stale-off', 'feature-project-change'] as const satisfies readonly EventType[];

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

/**
 * Project health through time, from the log (issue 4 §2: the dashboard's health windows): per
 * flag whether it is active and stale (rm_health_flags), and per project and week the counts as
 * they stood after that week's last change (rm_health_weeks: flags, healthy = active and not
 * stale). A batch keeps the flags it touches in memory and writes one snapshot per project and
 * week it crossed, so runs of stale toggles cost one statement each.
 */
@Injectable()
export class ProjectHealthProjection implements Projection {
  readonly name = 'project-health';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_health_flags', 'rm_health_weeks'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    const batch = events as readonly Handled[];
    const names = [...new Set(batch.map((e) => e.data.featureName as string))];
    const known = (await sql.query('SELECT feature, project, alive, stale FROM rm_health_flags WHERE feature = ANY($1::text[])', [names])) as { feature: string; project: string; alive: boolean; stale: boolean }[];
    const flags = new Map<string, FlagHealth>(known.map((r) => [r.feature, { project: r.project, alive: r.alive, stale: r.stale }]));
    const touched = new Set<string>();
    const projects = new Set<string>();
    let week: string | null = null;
    for (const event of batch) {
      const at = weekOf(event.createdAt);
      if (week !== null && at !== week) await this.flush(sql, flags, touched, projects, week);
      week = at;
      const name = event.data.featureName as string;
      const flag = flags.get(name);
      const next = this.evolve(flag, event);
      if (!next) continue;
      if (flag && flag.project !== next.project) projects.add(flag.project);
      flags.set(name, next);
      touched.add(name);
      projects.add(next.project);
    }
    if (week !== null) await this.flush(sql, flags, touched, projects, week);
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

  private async flush(sql: SqlExecutor, flags: Map<string, FlagHealth>, touched: Set<string>, projects: Set<string>, week: string): Promise<void> {
    if (touched.size === 0) return;
    const rows = [...touched].map((name) => ({ name, ...(flags.get(name) as FlagHealth) }));
    const kept = rows.filter((r) => !r.deleted);
    await sql.query(
      `INSERT INTO rm_health_flags (feature, project, alive, stale) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[])
       ON CONFLICT (feature) DO UPDATE SET project = excluded.project, alive = excluded.alive, stale = excluded.stale`,
      [kept.map((r) => r.name), kept.map((r) => r.project), kept.map((r) => r.alive), kept.map((r) => r.stale)],
    );
    const gone = rows.filter((r) => r.deleted).map((r) => r.name);
    if (gone.length > 0) await sql.query('DELETE FROM rm_health_flags WHERE feature = ANY($1::text[])', [gone]);
    await sql.query(
      `INSERT INTO rm_health_weeks (project, week, flags, healthy)
       SELECT p, $2::date, count(f.feature) FILTER (WHERE f.alive)::int, count(f.feature) FILTER (WHERE f.alive AND NOT f.stale)::int
         FROM unnest($1::text[]) p LEFT JOIN rm_health_flags f ON f.project = p GROUP BY p
       ON CONFLICT (project, week) DO UPDATE SET flags = excluded.flags, healthy = excluded.healthy`,
      [[...projects], week],
    );
    for (const name of gone) flags.delete(name);
    touched.clear();
    projects.clear();
  }
}
