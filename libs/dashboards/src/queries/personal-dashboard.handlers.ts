import { createHash } from 'node:crypto';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFoundError } from '@pennant/platform';
import { summarize } from './event-summary';

const gravatar = (seed: string) => `https://gravatar.com/avatar/${createHash('md5').update(seed.trim().toLowerCase()).digest('hex')}?s=42&d=retro&r=g`;

export interface PersonalDashboard {
  admins: { id: number; name?: string; username?: string; imageUrl?: string; email?: string }[];
  projectOwners: { ownerType: 'user'; name: string; imageUrl: string | null; email: string | null }[];
  projects: { id: string; name: string; health: number; memberCount: number; featureCount: number }[];
  flags: { name: string; project: string; type: string }[];
}

export class GetPersonalDashboardQuery extends Query<PersonalDashboard> {
  constructor(readonly userKey: string) {
    super();
  }
}

/** Health as Unleash computes it for a project: share of non-archived flags that are not stale. */
const HEALTH_SQL = `CASE WHEN count(f.name) FILTER (WHERE f.archived_at IS NULL) = 0 THEN 100
  ELSE round(100.0 * count(f.name) FILTER (WHERE f.archived_at IS NULL AND NOT f.stale) / count(f.name) FILTER (WHERE f.archived_at IS NULL))::int END`;

@QueryHandler(GetPersonalDashboardQuery)
export class GetPersonalDashboardHandler implements IQueryHandler<GetPersonalDashboardQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userKey }: GetPersonalDashboardQuery): Promise<PersonalDashboard> {
    const [flags, projects] = await Promise.all([
      this.dataSource.query(
        `SELECT f.name, f.project, f.type FROM rm_features f
          WHERE f.archived_at IS NULL
            AND (EXISTS (SELECT 1 FROM rm_favorite_features ff WHERE ff.user_key = $1 AND ff.feature = f.name)
              OR EXISTS (SELECT 1 FROM rm_creators c WHERE c.kind = 'feature' AND c.subject = f.name AND c.user_key = $1))
          ORDER BY f.created_at DESC, f.name LIMIT 100`,
        [userKey],
      ),
      // `default` always (root roles live there, as in Unleash), favourites, and projects the caller created.
      this.dataSource.query(
        `SELECT p.id, p.name, ${HEALTH_SQL} AS health, count(f.name) FILTER (WHERE f.archived_at IS NULL)::int AS feature_count
           FROM rm_projects p LEFT JOIN rm_features f ON f.project = p.id
          WHERE p.archived_at IS NULL
            AND (p.id = 'default'
              OR EXISTS (SELECT 1 FROM rm_favorite_projects fp WHERE fp.user_key = $1 AND fp.project = p.id)
              OR EXISTS (SELECT 1 FROM rm_creators c WHERE c.kind = 'project' AND c.subject = p.id AND c.user_key = $1))
          GROUP BY p.id, p.name ORDER BY p.name`,
        [userKey],
      ),
    ]);
    return {
      // Users and roles are not modelled yet: no admins or owners to list.
      admins: [],
      projectOwners: [],
      projects: (projects as { id: string; name: string; health: number; feature_count: number }[]).map((p) => ({ id: p.id, name: p.name, health: p.health, memberCount: 0, featureCount: p.feature_count })),
      flags: flags as PersonalDashboard['flags'],
    };
  }
}

export interface PersonalProjectDetails {
  insights: { avgHealthCurrentWindow: number | null; avgHealthPastWindow: number | null; totalFlags: number; activeFlags: number; staleFlags: number; potentiallyStaleFlags: number; health: number };
  onboardingStatus: { status: 'onboarding-started' | 'onboarded' } | { status: 'first-flag-created'; feature: string };
  latestEvents: { id: number; summary: string | null; createdBy: string; createdByImageUrl: string; createdAt: string }[];
  owners: ({ ownerType: 'user'; name: string; imageUrl: string | null; email: string | null } | { ownerType: 'group'; name: string } | { ownerType: 'system' })[];
  roles: { name: string; id: number; type: 'custom' | 'project' }[];
}

export class GetPersonalProjectDetailsQuery extends Query<PersonalProjectDetails> {
  constructor(readonly project: string) {
    super();
  }
}

@QueryHandler(GetPersonalProjectDetailsQuery)
export class GetPersonalProjectDetailsHandler implements IQueryHandler<GetPersonalProjectDetailsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project }: GetPersonalProjectDetailsQuery): Promise<PersonalProjectDetails> {
    const exists = (await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1', [project])) as unknown[];
    if (exists.length === 0) throw new NotFoundError(`No project with id "${project}" exists.`);
    const [stats, seen, firstFlag, events] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE archived_at IS NULL)::int AS total, count(*) FILTER (WHERE archived_at IS NULL AND stale)::int AS stale,
                count(*) FILTER (WHERE archived_at IS NULL AND potentially_stale)::int AS potentially_stale
           FROM rm_features WHERE project = $1`,
        [project],
      ),
      this.dataSource.query(
        // Onboarded (reference §5.2): a flag of the project (archived ones too) was seen by an SDK, or an SDK registered with a token for the project.
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM rm_features f JOIN client_last_seen s ON s.feature_name = f.name WHERE f.project = $1)
                     OR EXISTS (SELECT 1 FROM client_application_usage u WHERE u.project = $1)`,
        [project],
      ),
      this.dataSource.query('SELECT name FROM rm_features WHERE project = $1 AND archived_at IS NULL ORDER BY created_at, name LIMIT 1', [project]),
      this.dataSource.query('SELECT id, type, created_by, created_at, project, feature_name, environment FROM rm_event_log WHERE project = $1 ORDER BY id DESC LIMIT 10', [project]),
    ]);
    const { total, stale, potentially_stale: potentiallyStale } = (stats as { total: number; stale: number; potentially_stale: number }[])[0];
    const health = total === 0 ? 100 : Math.round((100 * (total - stale)) / total);
    const first = (firstFlag as { name: string }[])[0];
    return {
      insights: { avgHealthCurrentWindow: null, avgHealthPastWindow: null, totalFlags: total, activeFlags: total - stale - potentiallyStale, staleFlags: stale, potentiallyStaleFlags: potentiallyStale, health },
      onboardingStatus: (seen as unknown[]).length > 0 ? { status: 'onboarded' } : first ? { status: 'first-flag-created', feature: first.name } : { status: 'onboarding-started' },
      latestEvents: (events as { id: string; type: string; created_by: string; created_at: Date; project: string | null; feature_name: string | null; environment: string | null }[]).map((e) => ({
        id: Number(e.id),
        summary: summarize(e.type, e.created_by, e.project, e.feature_name, e.environment),
        createdBy: e.created_by,
        createdByImageUrl: gravatar(e.created_by),
        createdAt: e.created_at.toISOString(),
      })),
      owners: [{ ownerType: 'system' }],
      roles: [],
    };
  }
}
