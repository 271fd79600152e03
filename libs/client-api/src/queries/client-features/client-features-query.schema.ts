import { BadDataError, NoAccessError, type Principal } from '@pennant/platform';
import { supportsSegmentIds, type ClientQuery } from './client-features.response';

/** Admin tokens (`*` environment) read this environment unless the query names one (ADR 0019). */
const ADMIN_TOKEN_ENVIRONMENT = 'development';
const NAME = /^[A-Za-z0-9._~-]{1,100}$/;
const TAG = /^[^:\s]{1,100}:.{1,100}$/;

/** The query parameters every SDK read takes (OpenAPI). */
export const CLIENT_QUERY_DOC = {
  project: { type: 'array', items: { type: 'string' } },
  namePrefix: { type: 'string' },
  tag: { type: 'array', items: { type: 'string' } },
  environment: { type: 'string' },
};

function list(value: unknown, name: string, pattern: RegExp): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const v of values) {
    if (typeof v !== 'string' || !pattern.test(v)) {
      const path = `query.${name}`;
      throw new BadDataError(`Request validation failed: ${path} is invalid`, [{ path, message: `${path} must match ${pattern.source}` }]);
    }
  }
  return values as string[];
}

function single(value: unknown, name: string, pattern: RegExp): string | null {
  const values = list(value, name, pattern);
  if (values.length > 1) {
    const path = `query.${name}`;
    throw new BadDataError(`Request validation failed: ${path} must be given once`, [{ path, message: `${path} must be given once` }]);
  }
  return values[0] ?? null;
}

/**
 * The filters of an SDK's poll that its stream would not carry: the official SDKs open
 * `/api/client/streaming` with no query (their `projectName`, `namePrefix` and `tags` go on polls
 * only), and an admin token's `environment` is a query too. Moved to the stream, such an SDK would
 * receive flags it filtered out, so its polls are never hinted to stream (ADR 0058).
 */
export function filtersAStreamDrops(raw: Record<string, unknown>): string[] {
  return ['project', 'namePrefix', 'tag', 'environment'].filter((name) => raw[name] !== undefined);
}

/**
 * What an SDK read may see and asks for, the same for full polling, delta polling and streams:
 * the token's projects (a `project` query narrows them, never widens) and environment (admin
 * tokens: `?environment=`, default development), `namePrefix`, `tag` (any of), and the segment
 * form its client spec understands.
 */
export function clientQueryOf(
  principal: Principal,
  raw: Record<string, unknown>,
  headers: Record<string, string | undefined>,
): ClientQuery {
  if (principal.type !== 'client' && principal.type !== 'admin')
    throw new NoAccessError('invalid token: the client API needs a client or admin API token');
  const asked = list(raw.project, 'project', NAME);
  const scope = principal.projects;
  const projects = scope.includes('*') ? (asked.length ? asked : ['*']) : asked.length ? asked.filter((p) => scope.includes(p)) : scope;
  const requestedEnvironment = single(raw.environment, 'environment', NAME);
  const environment = principal.environment === '*' ? (requestedEnvironment ?? ADMIN_TOKEN_ENVIRONMENT) : principal.environment;
  return {
    environment,
    projects: [...new Set(projects)].sort(),
    namePrefix: single(raw.namePrefix, 'namePrefix', /^.{1,100}$/),
    tags: [...new Set(list(raw.tag, 'tag', TAG))].sort(),
    segmentIds: supportsSegmentIds(headers['unleash-client-spec']),
  };
}
