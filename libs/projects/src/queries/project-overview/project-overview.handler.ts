import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetProjectQuery } from '../list-projects/list-projects.query';
import { type ProjectOverview, type ProjectStats } from './project-overview.response';
import { GetProjectOverviewQuery } from './project-overview.query';

/** Counts of the project's events per window, read from the event log (Unleash keeps them in a table a job fills). */
const STATS_SQL = `
  WITH w AS (SELECT now() - interval '30 days' AS cur, now() - interval '60 days' AS past),
  e AS (SELECT l.type, l.created_at, l.feature_name, l.environment FROM rm_event_log l, w WHERE l.project = $1 AND l.created_at >= w.past),
  prod AS (SELECT c.feature_name, min(c.created_at) AS created, min(x.created_at) AS enabled
             FROM e c JOIN e x ON x.feature_name = c.feature_name AND x.type = 'feature-environment-enabled'
             JOIN rm_environments env ON env.name = x.environment AND env.type = 'production', w
            WHERE c.type = 'feature-created' AND c.created_at >= w.cur GROUP BY c.feature_name)
  SELECT count(*) FILTER (WHERE type = 'feature-created' AND created_at >= w.cur)::int AS created_cur,
         count(*) FILTER (WHERE type = 'feature-created' AND created_at < w.cur)::int AS created_past,
         count(*) FILTER (WHERE type = 'feature-archived' AND created_at >= w.cur)::int AS archived_cur,
         count(*) FILTER (WHERE type = 'feature-archived' AND created_at < w.cur)::int AS archived_past,
         count(*) FILTER (WHERE created_at >= w.cur)::int AS activity_cur,
         count(*) FILTER (WHERE created_at < w.cur)::int AS activity_past,
         count(*) FILTER (WHERE type IN ('project-user-added', 'project-group-added', 'project-access-added') AND created_at >= w.cur)::int AS members_added,
         coalesce((SELECT round(avg(extract(epoch FROM enabled - created) / 86400)::numeric, 1) FROM prod), 0)::float AS time_to_prod
    FROM e, w GROUP BY w.cur`;

/** The flag types and environments of the project (onboarding comes with the project's list row). */
const DETAILS_SQL = `SELECT
  coalesce((SELECT json_agg(json_build_object('type', type, 'count', n) ORDER BY type) FROM (
     SELECT type, count(*)::int AS n FROM rm_features WHERE project = $1 AND archived_at IS NULL GROUP BY type) t), '[]') AS type_counts,
  coalesce((SELECT json_agg(jsonb_build_object('environment', pe.environment, 'changeRequestEnabled', coalesce(c.enabled, false))
       || CASE WHEN pe.default_strategy IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('defaultStrategy', pe.default_strategy) END ORDER BY e.sort_order, pe.environment)
     FROM rm_project_environments pe JOIN rm_environments e ON e.name = pe.environment
     LEFT JOIN rm_change_request_config c ON c.project = pe.project AND c.environment = pe.environment WHERE pe.project = $1), '[]') AS environments`;

@QueryHandler(GetProjectOverviewQuery)
export class GetProjectOverviewHandler implements IQueryHandler<GetProjectOverviewQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ project, userKey }: GetProjectOverviewQuery): Promise<ProjectOverview | null> {
    const view = await this.queries.execute(new GetProjectQuery(project, userKey));
    if (!view) return null;
    const [[details], stats] = await Promise.all([
      this.dataSource.query(DETAILS_SQL, [project]) as Promise<
        {
          type_counts: ProjectOverview['featureTypeCounts'];
          environments: ProjectOverview['environments'];
        }[]
      >,
      this.dataSource.query(STATS_SQL, [project]) as Promise<Record<string, number>[]>,
    ]);
    const s = stats[0] ?? {};
    const projectStats: ProjectStats = {
      avgTimeToProdCurrentWindow: s.time_to_prod ?? 0,
      createdCurrentWindow: s.created_cur ?? 0,
      createdPastWindow: s.created_past ?? 0,
      archivedCurrentWindow: s.archived_cur ?? 0,
      archivedPastWindow: s.archived_past ?? 0,
      projectActivityCurrentWindow: s.activity_cur ?? 0,
      projectActivityPastWindow: s.activity_past ?? 0,
      projectMembersAddedCurrentWindow: s.members_added ?? 0,
    };
    return {
      version: 1 as const,
      name: view.name,
      description: view.description,
      mode: view.mode,
      defaultStickiness: view.defaultStickiness,
      featureLimit: null,
      linkTemplates: [],
      members: view.memberCount,
      health: view.health,
      technicalDebt: view.technicalDebt,
      environments: details.environments,
      featureTypeCounts: details.type_counts,
      stats: projectStats,
      favorite: view.favorite,
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
      archivedAt: view.archivedAt,
      onboardingStatus: view.onboardingStatus,
    };
  }
}
