import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetProjectQuery } from '../list-projects/list-projects.query';
import { GetProjectStatusQuery, ProjectStatus } from './project-status.query';

/** A lifecycle stage's place in the order flags move through them. */
const STAGE = (alias: 'n' | 'l') => `array_position(ARRAY['initial', 'pre-live', 'live', 'completed', 'archived'], ${alias}.stage)`;

/**
 * Members hold a role in the project themselves (not through a group, as Unleash counts them);
 * tokens are those made for this project alone; segments those scoped to it.
 */
const RESOURCES_SQL = `SELECT
  (SELECT count(DISTINCT subject_id)::int FROM rm_project_access WHERE project = $1 AND subject_kind = 'user') AS members,
  (SELECT count(*)::int FROM rm_api_tokens WHERE projects = ARRAY[$1::text]) AS api_tokens,
  (SELECT count(*)::int FROM rm_segments WHERE project = $1) AS segments,
  (SELECT count(*)::int FROM rm_features WHERE project = $1 AND archived_at IS NULL AND (stale OR potentially_stale)) AS stale`;

/** The project's events per day (UTC) over the last year, oldest first. */
const ACTIVITY_SQL = `SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date, count(*)::int AS count
  FROM rm_event_log WHERE project = $1 AND created_at >= now() - interval '1 year' GROUP BY 1 ORDER BY 1`;

/**
 * Per lifecycle stage: the flags in it now, and the average days the project's flags spent in it
 * (until the next stage they entered, or until now for those still in it); null when no flag
 * has been in it.
 */
const LIFECYCLE_SQL = `
  WITH entries AS (
    SELECT l.stage, l.entered_at,
           (SELECT min(n.entered_at) FROM rm_feature_lifecycle n
             WHERE n.feature = l.feature AND n.entered_at >= l.entered_at AND ${STAGE('n')} > ${STAGE('l')}) AS left_at
      FROM rm_feature_lifecycle l JOIN rm_features f ON f.name = l.feature
     WHERE f.project = $1 AND l.stage <> 'archived')
  SELECT s.stage,
         (SELECT round(avg(extract(epoch FROM coalesce(e.left_at, now()) - e.entered_at) / 86400))::float FROM entries e WHERE e.stage = s.stage) AS average_days,
         (SELECT count(*)::int FROM rm_features f WHERE f.project = $1 AND f.archived_at IS NULL AND f.lifecycle_stage = s.stage) AS current_flags
    FROM unnest(ARRAY['initial', 'pre-live', 'live', 'completed']) AS s(stage)`;

/** Flags archived now, and those archived in the last 30 days. */
const ARCHIVED_SQL = `SELECT count(*) FILTER (WHERE archived_at IS NOT NULL)::int AS current_flags,
  count(*) FILTER (WHERE archived_at >= now() - interval '30 days')::int AS last_30_days FROM rm_features WHERE project = $1`;

@QueryHandler(GetProjectStatusQuery)
export class GetProjectStatusHandler implements IQueryHandler<GetProjectStatusQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ project }: GetProjectStatusQuery): Promise<ProjectStatus | null> {
    const view = await this.queries.execute(new GetProjectQuery(project));
    if (!view) return null;
    const [[resources], activity, lifecycle, [archived]] = (await Promise.all([
      this.dataSource.query(RESOURCES_SQL, [project]),
      this.dataSource.query(ACTIVITY_SQL, [project]),
      this.dataSource.query(LIFECYCLE_SQL, [project]),
      this.dataSource.query(ARCHIVED_SQL, [project]),
    ])) as [
      { members: number; api_tokens: number; segments: number; stale: number }[],
      { date: string; count: number }[],
      { stage: string; average_days: number | null; current_flags: number }[],
      { current_flags: number; last_30_days: number }[],
    ];
    const stageOf = (name: string) => {
      const row = lifecycle.find((r) => r.stage === name);
      return { averageDays: row?.average_days ?? null, currentFlags: row?.current_flags ?? 0 };
    };
    return {
      activityCountByDate: activity.map((a) => ({ date: a.date, count: a.count })),
      resources: { members: resources.members, apiTokens: resources.api_tokens, segments: resources.segments },
      health: { current: view.health },
      technicalDebt: { current: view.technicalDebt },
      lifecycleSummary: {
        initial: stageOf('initial'),
        preLive: stageOf('pre-live'),
        live: stageOf('live'),
        completed: stageOf('completed'),
        archived: { currentFlags: archived.current_flags, last30Days: archived.last_30_days },
      },
      staleFlags: { total: resources.stale },
    };
  }
}
