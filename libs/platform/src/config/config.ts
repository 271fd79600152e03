import { resolve } from 'node:path';
import { exposureProblems, loadExposureConfig, type ExposureConfig } from './exposure-config';
import { loadLifecycleConfig, type LifecycleConfig } from './lifecycle-config';
import { loadResourceLimits, type ResourceLimits } from './resource-limits';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface PennantConfig {
  port: number;
  /** The address to listen on (ADR 0056: loopback by default while the built-in token is in force). */
  host: string;
  /** Loopback-only defaults, the Host check and the public URL (ADR 0056). */
  exposure: ExposureConfig;
  /** The longest lifetime a personal access token may be given (days); null = no maximum. */
  patMaxLifetimeDays: number | null;
  /** External PostgreSQL; when absent an embedded server is started on `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Run repeated statements as named prepared statements (ADR 0025); off for poolers that cannot keep them. */
  preparedStatements: boolean;
  initAdminApiTokens: string[];
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** Upper bound of the read-your-writes wait after a command (ms). */
  consistencyTimeoutMs: number;
  /** How long a write whose database connection was lost waits to learn from the log whether it was committed (ms, ADR 0032). */
  writeOutcomeTimeoutMs: number;
  /** Lag (events) above which `/ready` answers 503 and the API answers 503 NotReady (ADR 0033). */
  readyLagEvents: number;
  /** How long an Idempotency-Key's first answer is kept and replayed (hours, ADR 0032). */
  idempotencyKeyTtlHours: number;
  /** Run the projectors inside the API process (default) or leave them to the projector app. */
  runProjections: boolean;
  /** The spec's resource limits (see resource-limits.ts). */
  resourceLimits: ResourceLimits;
  /** Signal endpoints: max endpoints, max tokens per endpoint, accepted calls per second per endpoint. */
  signalEndpointsLimit: number;
  signalTokensPerEndpointLimit: number;
  signalRateLimitPerSecond: number;
  /** SDK reports (metrics, bulk metrics, registrations) accepted per token and minute, across all nodes (ADR 0057). */
  metricsRateLimitPerMinute: number;
  /** Failed authentications (401) per client address and minute before its API requests get 429; 0 = off. */
  authFailuresPerMinute: number;
  /** Where events live: PostgreSQL (default) or EventStoreDB (docs/adr/0009). Read models stay in PostgreSQL. */
  eventStore: 'postgres' | 'esdb';
  /** `esdb://…` connection string; required when `eventStore` is `esdb`. */
  esdbConnectionString: string | null;
  /** Concurrent `GET /api/admin/events/stream` connections per API node (429 beyond). */
  eventStreamMaxClients: number;
  /** Seconds between SSE heartbeat comments on an idle event stream. */
  eventStreamHeartbeatSeconds: number;
  /** Shutdown drain, slow-client timeouts, embedded database restarts (ADR 0034). */
  lifecycle: LifecycleConfig;
  /** People's sign-in (ADR 0030): session limits and the first admin user. */
  signIn: SignInConfig;
  /** SDK delta polling and streaming (ADR 0037). */
  clientStreaming: ClientStreamingConfig;
  /** OpenFeature remote evaluation (OFREP, ADR 0062). */
  ofrep: OfrepConfig;
  /** What SDKs report in `impactMetrics`: how long it is kept and how many series (ADR 0065). */
  impactMetrics: ImpactMetricsConfig;
}

export interface ImpactMetricsConfig {
  /** Hours impact metrics are kept (their minutes pruned after, and series silent that long). */
  retentionHours: number;
  /** Series (metric, labels) kept per application and environment; a report's new series beyond are dropped. */
  seriesPerApplication: number;
  /** Series kept per environment, all applications together. */
  seriesPerEnvironment: number;
  /** Seconds between two evaluations of every safeguard (by one node of the cluster at a time). */
  safeguardEvaluationSeconds: number;
}

export interface OfrepConfig {
  /** OFREP evaluation requests per second and token on one node (a burst of twice that); past it 429 with Retry-After. 0 = no limit. */
  rateLimitPerSecond: number;
}

export interface ClientStreamingConfig {
  /** Serve `GET /api/client/streaming` to SDKs that ask for it; false answers it 404 (the SDK polls). */
  enabled: boolean;
  /**
   * Tell polling SDKs to move to the stream (`fetch-mode: streaming` on polling answers without
   * filters). Off by default: Unleash sends no such hint, and clients that follow it without being
   * able to stream (the Unleash Proxy) never become ready (ADR 0058).
   */
  hint: boolean;
  /** Open SDK streams per API node (429 beyond: the SDK falls back to polling). */
  maxConnections: number;
  /** Seconds between heartbeat comments on an idle SDK stream (the Node SDK gives up after 60 s of silence). */
  heartbeatSeconds: number;
}

export interface SignInConfig {
  /** A session unused this long ends. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, used or not. */
  sessionMaxHours: number;
  /** The first admin user's username, created on a database where nobody can sign in yet. */
  initAdminUser: string;
  /** Its password; when null a random one is generated and printed once. */
  initAdminPassword: string | null;
  /** Failed sign-ins allowed per account and address per 15 minutes. */
  failuresPerAccount: number;
  /** Failed password checks (sign-in, change-password) allowed per address per 15 minutes, whatever the account. */
  failuresPerAddress: number;
  /** Password verifications (argon2) running at once in this process; beyond it 503 with Retry-After (one per address). */
  concurrentPasswordChecks: number;
  /** How long an invitation or password-reset link stays usable (ADR 0047). */
  inviteLinkHours: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Documented in README.md and docs/configuration.md; change them together. Loopback only (ADR 0056). */
export const DEFAULT_ADMIN_TOKEN = '*:*.pennant-local-admin-token-change-me';

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function bool(env: NodeJS.ProcessEnv, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  problems.push(`${key} must be true or false (got "${raw}")`);
  return fallback;
}

function eventStoreKind(env: NodeJS.ProcessEnv, problems: string[]): 'postgres' | 'esdb' {
  const raw = env.EVENT_STORE?.trim().toLowerCase() || 'postgres';
  if (raw === 'postgres' || raw === 'esdb') return raw;
  problems.push(`EVENT_STORE must be postgres or esdb (got "${env.EVENT_STORE}")`);
  return 'postgres';
}

function esdbConnectionString(env: NodeJS.ProcessEnv, problems: string[]): string | null {
  const raw = env.ESDB_CONNECTION_STRING?.trim() || null;
  if (raw && !/^esdb(\+discover)?:\/\//.test(raw))
    problems.push('ESDB_CONNECTION_STRING must be an esdb:// or esdb+discover:// connection string');
  return raw;
}

/**
 * The HTTP service's own refusal (ADR 0056): a non-loopback HOST while the built-in development
 * token is in force. Thrown as a ConfigError naming what to set; the CLI and the projector, which
 * listen on nothing, do not ask.
 */
export function assertSafeToListen(config: PennantConfig): void {
  const problems = exposureProblems(config.exposure, DEFAULT_ADMIN_TOKEN);
  if (problems.length > 0) throw new ConfigError(problems);
}

/** Reads and validates the environment; reports every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): PennantConfig {
  const problems: string[] = [];
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  const tokens = (env.INIT_ADMIN_API_TOKENS ?? DEFAULT_ADMIN_TOKEN)
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  for (const token of tokens) {
    if (!/^\*:\*\.[^\s]{8,}$/.test(token)) {
      problems.push('INIT_ADMIN_API_TOKENS entries must look like *:*.<secret of at least 8 characters>');
      break;
    }
  }
  const exposure = loadExposureConfig(env, tokens.includes(DEFAULT_ADMIN_TOKEN), problems);
  const patMaxLifetimeDays = integer(env, 'PAT_MAX_LIFETIME_DAYS', 0, 1, 36500, problems);
  const config: PennantConfig = {
    port: integer(env, 'PORT', 4242, 0, 65535, problems),
    host: exposure.host,
    exposure,
    patMaxLifetimeDays: patMaxLifetimeDays === 0 ? null : patMaxLifetimeDays,
    databaseUrl,
    dataDir: resolve(cwd, env.PENNANT_DATA_DIR?.trim() || '.pennant-data'),
    preparedStatements: bool(env, 'DATABASE_PREPARED_STATEMENTS', true, problems),
    initAdminApiTokens: tokens,
    logLevel,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 100 * 1024, 1024, 50 * 1024 * 1024, problems),
    consistencyTimeoutMs: integer(env, 'CONSISTENCY_TIMEOUT_MS', 5000, 0, 60000, problems),
    writeOutcomeTimeoutMs: integer(env, 'WRITE_OUTCOME_TIMEOUT_MS', 15000, 0, 600000, problems),
    readyLagEvents: integer(env, 'READY_LAG_EVENTS', 1000, 0, 100000000, problems),
    idempotencyKeyTtlHours: integer(env, 'IDEMPOTENCY_KEY_TTL_HOURS', 24, 1, 720, problems),
    runProjections: bool(env, 'RUN_PROJECTIONS', true, problems),
    resourceLimits: loadResourceLimits(env, problems),
    signalEndpointsLimit: integer(env, 'SIGNAL_ENDPOINTS_LIMIT', 5, 1, 10000, problems),
    signalTokensPerEndpointLimit: integer(env, 'SIGNAL_TOKENS_PER_ENDPOINT_LIMIT', 5, 1, 1000, problems),
    signalRateLimitPerSecond: integer(env, 'SIGNAL_RATE_LIMIT_PER_SECOND', 1, 1, 100000, problems),
    metricsRateLimitPerMinute: integer(env, 'METRICS_RATE_LIMIT_PER_MINUTE', 6000, 1, 10_000_000, problems),
    authFailuresPerMinute: integer(env, 'AUTH_FAILURES_PER_MINUTE', 50, 0, 1000000, problems),
    eventStore: eventStoreKind(env, problems),
    esdbConnectionString: esdbConnectionString(env, problems),
    eventStreamMaxClients: integer(env, 'EVENT_STREAM_MAX_CLIENTS', 100, 1, 100000, problems),
    eventStreamHeartbeatSeconds: integer(env, 'EVENT_STREAM_HEARTBEAT_SECONDS', 15, 1, 3600, problems),
    signIn: {
      sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 120, 1, 525600, problems),
      sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 24, 1, 8760, problems),
      initAdminUser: env.INIT_ADMIN_USER?.trim() || 'admin',
      initAdminPassword: env.INIT_ADMIN_PASSWORD || null,
      failuresPerAccount: integer(env, 'SIGN_IN_FAILURES_PER_15_MINUTES', 10, 1, 100000, problems),
      failuresPerAddress: integer(env, 'PASSWORD_FAILURES_PER_ADDRESS_PER_15_MINUTES', 50, 1, 1000000, problems),
      concurrentPasswordChecks: integer(env, 'PASSWORD_CHECKS_CONCURRENT', 2, 1, 64, problems),
      inviteLinkHours: integer(env, 'INVITE_LINK_HOURS', 168, 1, 8760, problems),
    },
    lifecycle: loadLifecycleConfig(env, problems),
    clientStreaming: {
      enabled: bool(env, 'CLIENT_STREAMING', true, problems),
      hint: bool(env, 'CLIENT_STREAMING_HINT', false, problems),
      maxConnections: integer(env, 'CLIENT_STREAMING_MAX_CONNECTIONS', 1000, 1, 1000000, problems),
      heartbeatSeconds: integer(env, 'CLIENT_STREAMING_HEARTBEAT_SECONDS', 15, 1, 50, problems),
    },
    ofrep: { rateLimitPerSecond: integer(env, 'OFREP_RATE_LIMIT_PER_SECOND', 500, 0, 1000000, problems) },
    impactMetrics: {
      retentionHours: integer(env, 'IMPACT_METRICS_RETENTION_HOURS', 48, 1, 720, problems),
      seriesPerApplication: integer(env, 'IMPACT_METRICS_SERIES_PER_APPLICATION', 1000, 1, 1_000_000, problems),
      seriesPerEnvironment: integer(env, 'IMPACT_METRICS_SERIES_PER_ENVIRONMENT', 20_000, 1, 10_000_000, problems),
      safeguardEvaluationSeconds: integer(env, 'SAFEGUARD_EVALUATION_SECONDS', 5, 1, 60, problems),
    },
  };
  if (config.signIn.initAdminPassword !== null && config.signIn.initAdminPassword.length < 10)
    problems.push('INIT_ADMIN_PASSWORD must have at least 10 characters');
  if (config.clientStreaming.hint && !config.clientStreaming.enabled)
    problems.push('CLIENT_STREAMING_HINT=true hints SDKs to a stream that CLIENT_STREAMING=false turns off: set one of them differently');
  if (config.eventStore === 'esdb' && !config.esdbConnectionString) problems.push('EVENT_STORE=esdb requires ESDB_CONNECTION_STRING');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
