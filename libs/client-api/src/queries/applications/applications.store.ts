import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '@pennant/platform';
import { isBuiltInStrategy } from '@pennant/strategy-definitions';
import type { ApplicationAnswer, ApplicationListItem, ApplicationOverviewAnswer, InstanceAnswer } from './applications.response';

/** Which applications a list shows: a name filter, a page, the order by name. */
export interface ApplicationsPage {
  query: string | null;
  offset: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
}

/**
 * Strategies every official SDK implements and registers, including those Unleash 8 no longer
 * defines (`userWithId`, `gradualRollout*`): an application listing them is not missing anything,
 * so they are never reported (every Node SDK would otherwise show four "missing" strategies).
 */
const SDK_STRATEGIES: ReadonlySet<string> = new Set([
  'default',
  'flexibleRollout',
  'userWithId',
  'gradualRolloutRandom',
  'gradualRolloutSessionId',
  'gradualRolloutUserId',
  'remoteAddress',
  'applicationHostname',
]);
/** How the official frontend SDKs name themselves in `sdkVersion` (`<name>:<version>`); every other SDK is a backend one. */
const FRONTEND_SDKS: ReadonlySet<string> = new Set([
  'unleash-client-js',
  'unleash-proxy-client',
  'unleash-android',
  'unleash-android-proxy-sdk',
  'unleash-client-swift',
  'unleash-proxy-client-swift',
  'unleash_proxy_client_flutter',
]);

const isFrontendSdk = (sdkVersion: string): boolean => FRONTEND_SDKS.has(sdkVersion.split(':')[0]);

/** Flags an application reported count as seen for this long (the hourly counts are kept as long). */
const SEEN_WINDOW_MS = 48 * 3_600_000;

interface InstanceRow {
  instance_id: string;
  client_ip: string | null;
  last_seen_at: Date;
  created_at: Date;
  sdk_version: string | null;
  environment: string;
}

const INSTANCE_COLUMNS = 'instance_id, client_ip, last_seen_at, created_at, sdk_version, environment';

function toInstance(r: InstanceRow): InstanceAnswer {
  return {
    instanceId: r.instance_id,
    clientIp: r.client_ip,
    lastSeen: r.last_seen_at.toISOString(),
    createdAt: r.created_at.toISOString(),
    sdkVersion: r.sdk_version,
    environment: r.environment,
  };
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What `GET /api/admin/metrics/...` answers about one SDK application (ADR 0054): its stored
 * details, its instances, the flags it reported in the last 48 h and its problems. Reads the
 * intake's operational tables and, for the problems, the flag and strategy read models.
 */
@Injectable()
export class ApplicationReads {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A page of the applications (`GET /api/admin/metrics/applications`): those whose name contains
   * `query` (case-insensitive), by name, and how many match.
   */
  async list(page: ApplicationsPage): Promise<{ applications: ApplicationListItem[]; total: number }> {
    const order = page.sortOrder === 'desc' ? 'DESC' : 'ASC';
    const rows = (await this.dataSource.query(
      `SELECT a.app_name, a.created_at, a.last_seen_at, a.sdk_version, a.environment, a.strategies, a.description, a.url, a.color, a.icon,
              count(*) OVER ()::int AS total,
              coalesce((SELECT json_agg(json_build_object('project', u.project, 'environments', u.environments) ORDER BY u.project)
                          FROM (SELECT project, array_agg(environment ORDER BY environment) AS environments FROM client_application_usage
                                 WHERE app_name = a.app_name AND project <> '*' GROUP BY project) u), '[]') AS usage
         FROM client_applications a
        WHERE $1::text IS NULL OR strpos(lower(a.app_name), lower($1)) > 0
        ORDER BY a.app_name ${order} LIMIT $2 OFFSET $3`,
      [page.query, page.limit, page.offset],
    )) as {
      app_name: string;
      created_at: Date;
      last_seen_at: Date;
      sdk_version: string | null;
      environment: string;
      strategies: string[];
      description: string | null;
      url: string | null;
      color: string | null;
      icon: string | null;
      total: number;
      usage: { project: string; environments: string[] }[];
    }[];
    const total = rows[0]?.total ?? (page.offset > 0 ? (await this.list({ ...page, offset: 0, limit: 1 })).total : 0);
    const present = <K extends string>(key: K, value: string | null) => (value === null ? {} : { [key]: value });
    return {
      total,
      applications: rows.map((r) => ({
        appName: r.app_name,
        createdAt: r.created_at.toISOString(),
        lastSeenAt: r.last_seen_at.toISOString(),
        sdkVersion: r.sdk_version,
        environment: r.environment,
        strategies: r.strategies,
        ...present('description', r.description),
        ...present('url', r.url),
        ...present('color', r.color),
        ...present('icon', r.icon),
        usage: r.usage,
      })),
    };
  }

  /** Whether an SDK registered that name (and it was not deleted since). */
  async exists(appName: string): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM client_applications WHERE app_name = $1', [appName])) as unknown[]).length > 0;
  }

  /** The application, or null when no SDK registered that name (or it was deleted). */
  async details(appName: string): Promise<ApplicationAnswer | null> {
    const [app] = (await this.dataSource.query(
      'SELECT created_at, description, url, color, icon, strategies FROM client_applications WHERE app_name = $1',
      [appName],
    )) as {
      created_at: Date;
      description: string | null;
      url: string | null;
      color: string | null;
      icon: string | null;
      strategies: string[];
    }[];
    if (!app) return null;
    const [instances, seen] = await Promise.all([this.instances(appName), this.seenFlags(appName)]);
    return {
      appName,
      createdAt: app.created_at.toISOString(),
      description: app.description,
      url: app.url,
      color: app.color,
      icon: app.icon,
      strategies: app.strategies,
      instances,
      seenToggles: [...new Set(seen.map((s) => s.feature_name))].sort(byName),
      links: { self: `/api/admin/metrics/applications/${encodeURIComponent(appName)}` },
    };
  }

  /** Its instances (in one environment, or all), newest first within each environment. */
  async instances(appName: string, environment?: string): Promise<InstanceAnswer[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${INSTANCE_COLUMNS} FROM client_instances WHERE app_name = $1 AND ($2::text IS NULL OR environment = $2)
        ORDER BY environment, last_seen_at DESC, instance_id`,
      [appName, environment ?? null],
    )) as InstanceRow[];
    return rows.map(toInstance);
  }

  /** Projects, flag count, environments with their instances and SDKs, and its issues; null when unknown. */
  async overview(appName: string): Promise<ApplicationOverviewAnswer | null> {
    const [app] = (await this.dataSource.query('SELECT strategies FROM client_applications WHERE app_name = $1', [appName])) as {
      strategies: string[];
    }[];
    if (!app) return null;
    const [seen, environments, usage, defined] = await Promise.all([
      this.seenFlags(appName),
      this.dataSource.query(
        `SELECT environment, count(*)::int AS instances, max(last_seen_at) AS last_seen,
                coalesce(array_agg(DISTINCT sdk_version ORDER BY sdk_version) FILTER (WHERE sdk_version IS NOT NULL), '{}') AS sdks
           FROM client_instances WHERE app_name = $1 GROUP BY environment`,
        [appName],
      ) as Promise<{ environment: string; instances: number; last_seen: Date; sdks: string[] }[]>,
      this.dataSource.query("SELECT DISTINCT project FROM client_application_usage WHERE app_name = $1 AND project <> '*'", [
        appName,
      ]) as Promise<{ project: string }[]>,
      this.dataSource.query('SELECT name FROM rm_strategy_definitions WHERE name = ANY($1)', [app.strategies]) as Promise<
        { name: string }[]
      >,
    ]);
    const known = new Set(defined.map((d) => d.name));
    const missingIn = (env?: string) =>
      [...new Set(seen.filter((s) => s.project === null && (env === undefined || s.environment === env)).map((s) => s.feature_name))].sort(
        byName,
      );
    const byEnvironment = new Map(environments.map((e) => [e.environment, e]));
    const environmentNames = [...new Set([...byEnvironment.keys(), ...seen.map((s) => s.environment)])].sort(byName);
    return {
      projects: [...new Set([...usage.map((u) => u.project), ...seen.flatMap((s) => (s.project === null ? [] : [s.project]))])].sort(
        byName,
      ),
      featureCount: new Set(seen.filter((s) => s.project !== null).map((s) => s.feature_name)).size,
      environments: environmentNames.map((name) => {
        const e = byEnvironment.get(name);
        return {
          name,
          instanceCount: e?.instances ?? 0,
          sdks: e?.sdks ?? [],
          frontendSdks: (e?.sdks ?? []).filter(isFrontendSdk),
          backendSdks: (e?.sdks ?? []).filter((sdk) => !isFrontendSdk(sdk)),
          lastSeen: e ? e.last_seen.toISOString() : null,
          // Pennant keeps no table of SDK releases, so it calls no SDK outdated.
          issues: { missingFeatures: missingIn(name), outdatedSdks: [] },
        };
      }),
      issues: {
        missingFeatures: missingIn(),
        missingStrategies: [...new Set(app.strategies)]
          .filter((s) => !isBuiltInStrategy(s) && !SDK_STRATEGIES.has(s) && !known.has(s))
          .sort(byName),
      },
    };
  }

  /** Flags (and environments) it reported counts for in the last 48 h, with the flag's project (null: no such flag). */
  private async seenFlags(appName: string): Promise<{ feature_name: string; environment: string; project: string | null }[]> {
    const hour = Math.floor(this.clock.now().getTime() / 3_600_000) * 3_600_000;
    return (await this.dataSource.query(
      `SELECT DISTINCT h.feature_name, h.environment, f.project
         FROM client_metrics_hourly h LEFT JOIN rm_features f ON f.name = h.feature_name
        WHERE h.app_name = $1 AND h.hour >= $2`,
      [appName, new Date(hour - SEEN_WINDOW_MS)],
    )) as { feature_name: string; environment: string; project: string | null }[];
  }
}
