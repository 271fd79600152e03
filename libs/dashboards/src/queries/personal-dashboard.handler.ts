import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BUILT_IN_PROJECT_ROLES } from '@pennant/access';
import { NotFoundError, avatarUrl } from '@pennant/platform';
import { healthWindows, type HealthSnapshot } from './health-windows.logic';
import { weekOf } from '../projections/project-health.projection';
import { eventSummary } from '@pennant/events';

export interface PersonalDashboard {
  admins: { id: number; name?: string; username?: string; imageUrl?: string; email?: string }[];
  projectOwners: { ownerType: 'user'; name: string; imageUrl: string | null; email: string | null }[];
  projects: { id: string; name: string; health: number; memberCount: number; featureCount: number }[];
  flags: { name: string; project: string; type: string }[];
}

export class GetPersonalDashboardQuery extends Query<PersonalDashboard> {
  /** `userId`: the caller's user id when a user (PAT) asks; API tokens hold no project roles. */
  constructor(
    readonly userKey: string,
    readonly userId: number | null = null,
  ) {
    super();
  }
}

/** Users holding a role in a project directly or through a group: (project, user_id, role_id, granted_at). */
const MEMBERS_SQL = `SELECT project, subject_id AS user_id, role_id, granted_at FROM rm_project_access WHERE subject_kind = 'user'
  UNION ALL SELECT pa.project, gu.user_id, pa.role_id, pa.granted_at FROM rm_project_access pa JOIN rm_group_users gu ON gu.group_id = pa.subject_id WHERE pa.subject_kind = 'group'`;

const OWNER_ROLE = BUILT_IN_PROJECT_ROLES.find((r) => r.name === 'Owner')?.id as number;
const ADMIN_ROOT_ROLE = 1;

interface UserRow {
  id: number;
  name: string | null;
  username: string | null;
  email: string | null;
}

/** A user as an owner: name ‖ username ‖ email, Gravatar of the email (or the name). */
const ownerOf = (u: UserRow) => {
  const name = u.name ?? u.username ?? u.email ?? '';
  return { ownerType: 'user' as const, name, email: u.email, imageUrl: avatarUrl(u.email ?? name) };
};

/** Health as Unleash computes it for a project: share of non-archived flags that are not stale (counts kept by the project-health projection). */
const HEALTH_SQL = `CASE WHEN coalesce(h.flags, 0) = 0 THEN 100 ELSE round(100.0 * h.healthy / h.flags)::int END`;

@QueryHandler(GetPersonalDashboardQuery)
export class GetPersonalDashboardHandler implements IQueryHandler<GetPersonalDashboardQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userKey, userId }: GetPersonalDashboardQuery): Promise<PersonalDashboard> {
    const [flags, projects, owners, admins] = await Promise.all([
      this.dataSource.query(
        // The caller's favourites and creations first (indexed by user), then their rows: not a probe per flag.
        `SELECT f.name, f.project, f.type FROM rm_features f
          WHERE f.archived_at IS NULL
            AND f.name IN (SELECT feature FROM rm_favorite_features WHERE user_key = $1 UNION SELECT subject FROM rm_creators WHERE kind = 'feature' AND user_key = $1)
          ORDER BY f.created_at DESC, f.name LIMIT 100`,
        [userKey],
      ),
      // `default` always (root roles live there, as in Unleash), projects where the caller holds a
      // role (directly or through a group), favourites, and projects the caller created.
      this.dataSource.query(
        `SELECT p.id, p.name, ${HEALTH_SQL} AS health, coalesce(h.flags, 0) AS feature_count,
                (SELECT count(DISTINCT m.user_id)::int FROM (${MEMBERS_SQL}) m WHERE m.project = p.id) AS member_count
           FROM rm_projects p LEFT JOIN rm_health_projects h ON h.project = p.id
          WHERE p.archived_at IS NULL
            AND (p.id = 'default'
              OR EXISTS (SELECT 1 FROM (${MEMBERS_SQL}) m WHERE m.project = p.id AND m.user_id = $2)
              OR EXISTS (SELECT 1 FROM rm_favorite_projects fp WHERE fp.user_key = $1 AND fp.project = p.id)
              OR EXISTS (SELECT 1 FROM rm_creators c WHERE c.kind = 'project' AND c.subject = p.id AND c.user_key = $1))
          ORDER BY p.name`,
        [userKey, userId],
      ),
      // Users holding Owner directly in any project (groups are not listed here, as in Unleash).
      this.dataSource.query(
        `SELECT DISTINCT u.id, u.name, u.username, u.email FROM rm_project_access pa JOIN rm_users u ON u.id = pa.subject_id
          WHERE pa.subject_kind = 'user' AND pa.role_id = $1 ORDER BY u.id`,
        [OWNER_ROLE],
      ),
      this.dataSource.query('SELECT id, name, username, email FROM rm_users WHERE root_role = $1 AND NOT is_service ORDER BY id', [
        ADMIN_ROOT_ROLE,
      ]),
    ]);
    const projectOwners = new Map<string, PersonalDashboard['projectOwners'][number]>();
    for (const owner of (owners as UserRow[]).map(ownerOf))
      if (!projectOwners.has(owner.email ?? owner.name)) projectOwners.set(owner.email ?? owner.name, owner);
    return {
      admins: (admins as UserRow[]).map((u) => ({
        id: u.id,
        ...(u.name ? { name: u.name } : {}),
        ...(u.username ? { username: u.username } : {}),
        ...(u.email ? { email: u.email } : {}),
        imageUrl: avatarUrl(u.email ?? u.username ?? String(u.id)),
      })),
      projectOwners: [...projectOwners.values()],
      projects: (projects as { id: string; name: string; health: number; feature_count: number; member_count: number }[]).map((p) => ({
        id: p.id,
        name: p.name,
        health: p.health,
        memberCount: p.member_count,
        featureCount: p.feature_count,
      })),
      flags: flags as PersonalDashboard['flags'],
    };
  }
}

export interface PersonalProjectDetails {
  insights: {
    avgHealthCurrentWindow: number | null;
    avgHealthPastWindow: number | null;
    totalFlags: number;
    activeFlags: number;
    staleFlags: number;
    potentiallyStaleFlags: number;
    health: number;
  };
  onboardingStatus: { status: 'onboarding-started' | 'onboarded' } | { status: 'first-flag-created'; feature: string };
  latestEvents: { id: number; summary: string | null; createdBy: string; createdByImageUrl: string; createdAt: string }[];
  owners: (
    | { ownerType: 'user'; name: string; imageUrl: string | null; email: string | null }
    | { ownerType: 'group'; name: string }
    | { ownerType: 'system' }
  )[];
  roles: { name: string; id: number; type: 'custom' | 'project' }[];
}

export class GetPersonalProjectDetailsQuery extends Query<PersonalProjectDetails> {
  constructor(
    readonly project: string,
    readonly userId: number | null = null,
  ) {
    super();
  }
}

interface ProjectDetailsRow {
  known: boolean;
  total: number;
  stale: number;
  potentially_stale: number;
  onboarded: boolean;
  first_flag: string | null;
  events: {
    id: number;
    type: string;
    created_by: string;
    created_at: string;
    project: string | null;
    feature_name: string | null;
    environment: string | null;
    data: Record<string, unknown> | null;
    pre_data: Record<string, unknown> | null;
  }[];
  owners: (UserRow & { kind: 'user' | 'group' })[];
  roles: { role_id: number; custom_name: string | null }[];
  weeks: HealthSnapshot[];
}

/**
 * Everything the project details need, as one row ($1 project, $2 the caller's user id or null,
 * $3 the Owner role, $4 the first week of the past health window).
 */
const PROJECT_DETAILS_SQL = `
SELECT EXISTS (SELECT 1 FROM rm_projects WHERE id = $1) AS known,
       -- Active and stale from the project's kept counts; potentially stale flags are few (a partial index).
       coalesce(h.flags, 0) AS total, coalesce(h.flags - h.healthy, 0) AS stale,
       (SELECT count(*)::int FROM rm_features WHERE project = $1 AND archived_at IS NULL AND potentially_stale) AS potentially_stale,
       -- Onboarded, as Unleash defines it: a flag of the project (archived ones too) was seen by an SDK, or an SDK registered with a token for the project.
       (EXISTS (SELECT 1 FROM rm_features f JOIN client_last_seen s ON s.feature_name = f.name WHERE f.project = $1)
        OR EXISTS (SELECT 1 FROM client_application_usage u WHERE u.project = $1)) AS onboarded,
       (SELECT name FROM rm_features WHERE project = $1 AND archived_at IS NULL ORDER BY created_at, name LIMIT 1) AS first_flag,
       (SELECT coalesce(json_agg(e ORDER BY e.id DESC), '[]') FROM (
          SELECT id, type, created_by, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, project, feature_name, environment, data, pre_data
            FROM rm_event_log WHERE project = $1 ORDER BY id DESC LIMIT 10) e) AS events,
       -- Owners: users, then groups, each in the order the role was given.
       (SELECT coalesce(json_agg(o ORDER BY o.kind DESC, o.granted_at, o.id), '[]') FROM (
          SELECT 'user' AS kind, u.id, u.name, u.username, u.email, min(pa.granted_at) AS granted_at FROM rm_project_access pa JOIN rm_users u ON u.id = pa.subject_id
           WHERE pa.project = $1 AND pa.subject_kind = 'user' AND pa.role_id = $3 GROUP BY u.id
          UNION ALL
          SELECT 'group', g.id, g.name, NULL, NULL, min(pa.granted_at) FROM rm_project_access pa JOIN rm_groups g ON g.id = pa.subject_id
           WHERE pa.project = $1 AND pa.subject_kind = 'group' AND pa.role_id = $3 GROUP BY g.id) o) AS owners,
       -- The caller's project roles there, directly or through groups (root roles are not project roles).
       (SELECT coalesce(json_agg(r ORDER BY r.role_id), '[]') FROM (
          SELECT DISTINCT m.role_id, ro.data->>'name' AS custom_name FROM (${MEMBERS_SQL}) m LEFT JOIN rm_roles ro ON ro.id = m.role_id
           WHERE m.project = $1 AND m.user_id = $2) r) AS roles,
       -- The 8 weeks of the two health windows, and the snapshot standing at their start.
       (SELECT coalesce(json_agg(w), '[]') FROM (
          (SELECT to_char(week, 'YYYY-MM-DD') AS week, flags, healthy FROM rm_health_weeks WHERE project = $1 AND week > $4::date)
          UNION ALL (SELECT to_char(week, 'YYYY-MM-DD'), flags, healthy FROM rm_health_weeks WHERE project = $1 AND week <= $4::date ORDER BY week DESC LIMIT 1)) w) AS weeks
  FROM (SELECT $1::text AS project) p LEFT JOIN rm_health_projects h ON h.project = p.project`;

@QueryHandler(GetPersonalProjectDetailsQuery)
export class GetPersonalProjectDetailsHandler implements IQueryHandler<GetPersonalProjectDetailsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, userId }: GetPersonalProjectDetailsQuery): Promise<PersonalProjectDetails> {
    const currentWeek = weekOf(new Date());
    const oldest = new Date(Date.parse(`${currentWeek}T00:00:00Z`) - 7 * 7 * 86_400_000).toISOString().slice(0, 10);
    // One statement, one snapshot and one round trip (it was eight queries in parallel, which at 16
    // connections queued for the pool and cost a statement each): bench/RESULTS.md, round 5.
    const rows = (await this.dataSource.query(PROJECT_DETAILS_SQL, [project, userId, OWNER_ROLE, oldest])) as ProjectDetailsRow[];
    const row = rows[0];
    if (!row.known) throw new NotFoundError(`No project with id "${project}" exists.`);
    const { total, stale, potentially_stale: potentiallyStale, owners, roles, weeks, events } = row;
    const health = total === 0 ? 100 : Math.round((100 * (total - stale)) / total);
    return {
      insights: {
        ...healthWindows(weeks, currentWeek),
        totalFlags: total,
        activeFlags: total - stale - potentiallyStale,
        staleFlags: stale,
        potentiallyStaleFlags: potentiallyStale,
        health,
      },
      onboardingStatus: row.onboarded
        ? { status: 'onboarded' }
        : row.first_flag !== null
          ? { status: 'first-flag-created', feature: row.first_flag }
          : { status: 'onboarding-started' },
      latestEvents: events.map((e) => ({
        id: Number(e.id),
        // The same summary as the event log's (one formatter for every view).
        summary: eventSummary({
          type: e.type,
          createdBy: e.created_by,
          project: e.project,
          featureName: e.feature_name,
          environment: e.environment,
          data: e.data,
          preData: e.pre_data,
        }),
        createdBy: e.created_by,
        createdByImageUrl: avatarUrl(e.created_by),
        createdAt: e.created_at,
      })),
      owners: ownersOf(owners),
      roles: roles.map((r) => {
        const builtIn = BUILT_IN_PROJECT_ROLES.find((b) => b.id === r.role_id);
        return builtIn
          ? { id: builtIn.id, name: builtIn.name, type: 'project' as const }
          : { id: r.role_id, name: r.custom_name ?? String(r.role_id), type: 'custom' as const };
      }),
    };
  }
}

/** Users then groups holding Owner; none → exactly the `system` placeholder, as Unleash answers. */
function ownersOf(rows: readonly (UserRow & { kind: 'user' | 'group' })[]): PersonalProjectDetails['owners'] {
  if (rows.length === 0) return [{ ownerType: 'system' }];
  return rows.map((r) => (r.kind === 'user' ? ownerOf(r) : { ownerType: 'group' as const, name: r.name ?? '' }));
}
