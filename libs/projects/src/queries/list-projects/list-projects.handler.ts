import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ProjectDefaultStrategy } from '@pennant/events';
import { avatarUrl } from '@pennant/platform';
import { GetProjectQuery, ListProjectsQuery, type ProjectOwner, type ProjectView } from './list-projects.query';
import { onboardingColumns, onboardingStatusOf } from './list-projects-onboarding.response';

interface Row {
  id: string;
  name: string;
  description: string | null;
  mode: string;
  default_stickiness: string;
  created_at: Date;
  archived_at: Date | null;
  feature_count: number;
  stale_count: number;
  potentially_stale_count: number;
  member_count: number;
  favorite: boolean;
  updated_at: Date | null;
  last_updated_at: Date | null;
  last_usage: Date | null;
  environments: { environment: string; default_strategy: ProjectDefaultStrategy | null }[];
  onboarded: boolean;
  first_flag: string | null;
  cleanup_count: number;
}

/** The built-in project role Owner (Unleash's id 4). */
const OWNER_ROLE = 4;

/** Users holding a role in the project directly or through a group, as Unleash counts members. */
const MEMBERS = `SELECT subject_id AS user_id FROM rm_project_access WHERE project = p.id AND subject_kind = 'user'
  UNION SELECT gu.user_id FROM rm_project_access pa JOIN rm_group_users gu ON gu.group_id = pa.subject_id WHERE pa.project = p.id AND pa.subject_kind = 'group'`;

const SELECT = `
  SELECT p.*, count(f.name) FILTER (WHERE f.archived_at IS NULL)::int AS feature_count,
         count(f.name) FILTER (WHERE f.archived_at IS NULL AND f.stale)::int AS stale_count,
         count(f.name) FILTER (WHERE f.archived_at IS NULL AND f.potentially_stale)::int AS potentially_stale_count,
         count(f.name) FILTER (WHERE f.lifecycle_stage = 'completed')::int AS cleanup_count,
         ${onboardingColumns('p.id')},
         (SELECT count(*)::int FROM (${MEMBERS}) m) AS member_count,
         EXISTS (SELECT 1 FROM rm_favorite_projects fp WHERE fp.user_key = $1 AND fp.project = p.id) AS favorite,
         (SELECT max(l.created_at) FROM rm_event_log l WHERE l.project = p.id AND l.type = 'project-updated') AS updated_at,
         (SELECT l.created_at FROM rm_event_log l WHERE l.project = p.id AND l.feature_name IS NOT NULL ORDER BY l.id DESC LIMIT 1) AS last_updated_at,
         (SELECT max(s.last_seen_at) FROM client_last_seen s JOIN rm_features x ON x.name = s.feature_name WHERE x.project = p.id) AS last_usage,
         coalesce((SELECT json_agg(json_build_object('environment', pe.environment, 'default_strategy', pe.default_strategy)
                             ORDER BY e.sort_order, pe.environment) FROM rm_project_environments pe
                    JOIN rm_environments e ON e.name = pe.environment WHERE pe.project = p.id), '[]') AS environments
    FROM rm_projects p LEFT JOIN rm_features f ON f.project = p.id
   WHERE ($2::boolean IS NULL OR (p.archived_at IS NOT NULL) = $2) AND ($3::text IS NULL OR p.id = $3)
   GROUP BY p.id ORDER BY p.name, p.id`;

/** Users, then groups, holding Owner, each in the order the role was given; `system` when there is none (Unleash's owners). */
const OWNERS = `SELECT o.project, o.kind, o.name, o.username, o.email FROM (
    SELECT pa.project, 'user' AS kind, u.name, u.username, u.email, min(pa.granted_at) AS granted_at, u.id
      FROM rm_project_access pa JOIN rm_users u ON u.id = pa.subject_id
     WHERE pa.subject_kind = 'user' AND pa.role_id = $1 AND pa.project = ANY($2) GROUP BY pa.project, u.id
    UNION ALL
    SELECT pa.project, 'group', g.name, NULL, NULL, min(pa.granted_at), g.id
      FROM rm_project_access pa JOIN rm_groups g ON g.id = pa.subject_id
     WHERE pa.subject_kind = 'group' AND pa.role_id = $1 AND pa.project = ANY($2) GROUP BY pa.project, g.id) o
  ORDER BY o.project, o.kind DESC, o.granted_at, o.id`;

type OwnerRow = { project: string; kind: 'user' | 'group'; name: string | null; username: string | null; email: string | null };

function ownerOf(r: OwnerRow): ProjectOwner {
  if (r.kind === 'group') return { ownerType: 'group', name: r.name ?? '' };
  const name = r.name ?? r.username ?? r.email ?? '';
  return { ownerType: 'user', name, email: r.email, imageUrl: avatarUrl(r.email ?? name) };
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

function toView(r: Row, owners: ProjectOwner[]): ProjectView {
  const health = r.feature_count === 0 ? 100 : Math.round((100 * (r.feature_count - r.stale_count)) / r.feature_count);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    mode: r.mode,
    defaultStickiness: r.default_stickiness,
    health,
    technicalDebt: 100 - health,
    featureCount: r.feature_count,
    staleFeatureCount: r.stale_count,
    potentiallyStaleFeatureCount: r.potentially_stale_count,
    memberCount: r.member_count,
    favorite: r.favorite,
    createdAt: r.created_at.toISOString(),
    updatedAt: iso(r.updated_at),
    lastUpdatedAt: iso(r.last_updated_at),
    lastReportedFlagUsage: iso(r.last_usage),
    archivedAt: iso(r.archived_at),
    owners: owners.length > 0 ? owners : [{ ownerType: 'system' }],
    onboardingStatus: onboardingStatusOf(r.onboarded, r.first_flag),
    // Flags whose lifecycle is completed, ready to be cleaned up; absent when none, as Unleash answers.
    ...(r.cleanup_count > 0 ? { cleanupCount: r.cleanup_count } : {}),
    environments: r.environments.map((e) => ({
      environment: e.environment,
      ...(e.default_strategy ? { defaultStrategy: e.default_strategy } : {}),
    })),
  };
}

/** Projects with Unleash's list fields: counts, members, health, favourite (of the caller), activity, owners. */
async function load(
  dataSource: DataSource,
  filter: { archived: boolean | null; id: string | null },
  userKey: string | null,
): Promise<ProjectView[]> {
  const rows = (await dataSource.query(SELECT, [userKey, filter.archived, filter.id])) as Row[];
  if (rows.length === 0) return [];
  const owners = (await dataSource.query(OWNERS, [OWNER_ROLE, rows.map((r) => r.id)])) as OwnerRow[];
  return rows.map((r) => toView(r, owners.filter((o) => o.project === r.id).map(ownerOf)));
}

@QueryHandler(ListProjectsQuery)
export class ListProjectsHandler implements IQueryHandler<ListProjectsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ archived, userKey }: ListProjectsQuery) {
    return { version: 1 as const, projects: await load(this.dataSource, { archived, id: null }, userKey) };
  }
}

@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ id, userKey }: GetProjectQuery): Promise<ProjectView | null> {
    return (await load(this.dataSource, { archived: null, id }, userKey))[0] ?? null;
  }
}
