import { EVENT_TYPES } from '@pennant/events';
import { BadDataError, type ErrorDetail } from '@pennant/platform';

/** What one `GET /api/admin/events/stream` asks for. */
export interface StreamRequest {
  /** Exclusive cursor: the last event id the client has (null = start at the current head). */
  after: number | null;
  project: string | null;
  feature: string | null;
  types: string[] | null;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);
const NAME_MAX = 100;
const CURSOR = /^\d{1,15}$/;

/** The query parameters as documented for the OpenAPI document (`@ApiDoc({ query })`). */
export const STREAM_QUERY_DOC = {
  project: { type: 'string', minLength: 1, maxLength: NAME_MAX, description: 'only events of this project' },
  feature: { type: 'string', minLength: 1, maxLength: NAME_MAX, description: 'only events of this flag' },
  type: { type: 'string', minLength: 1, description: 'only these event types (comma-separated list of known types)' },
  from: {
    type: 'string',
    pattern: CURSOR.source,
    description: 'resume after this event id (0 = from the first event); the Last-Event-ID header wins',
  },
  lastEventId: {
    type: 'string',
    pattern: CURSOR.source,
    description: 'same as the Last-Event-ID header (for EventSource clients that cannot set headers)',
  },
};

function single(query: Record<string, unknown>, name: string, problems: ErrorDetail[]): string | null {
  const value = query[name];
  if (value === undefined) return null;
  const path = `query.${name}`;
  if (typeof value !== 'string') {
    problems.push({ path, message: `${path} must be given at most once` });
    return null;
  }
  if (value === '') {
    problems.push({ path, message: `${path} must not be empty` });
    return null;
  }
  return value;
}

function cursor(raw: string | null, path: string, problems: ErrorDetail[]): number | null {
  if (raw === null) return null;
  if (!CURSOR.test(raw)) {
    problems.push({ path, message: `${path} must be an event id (a non-negative integer)` });
    return null;
  }
  return Number(raw);
}

function name(raw: string | null, path: string, problems: ErrorDetail[]): string | null {
  if (raw !== null && raw.length > NAME_MAX) problems.push({ path, message: `${path} must be at most ${NAME_MAX} characters long` });
  return raw;
}

/**
 * Validates the query and the `Last-Event-ID` header; every problem is reported at once as a
 * 400 `BadDataError` (before the stream starts, so the global error filter renders it).
 */
export function parseStreamRequest(query: unknown, lastEventIdHeader: string | string[] | undefined): StreamRequest {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const problems: ErrorDetail[] = [];
  const project = name(single(q, 'project', problems), 'query.project', problems);
  const feature = name(single(q, 'feature', problems), 'query.feature', problems);
  const typeList = single(q, 'type', problems);
  let types: string[] | null = null;
  if (typeList !== null) {
    types = [...new Set(typeList.split(',').map((t) => t.trim()))];
    const unknown = types.filter((t) => !KNOWN_TYPES.has(t));
    if (unknown.length > 0)
      problems.push({ path: 'query.type', message: `query.type has unknown event types: ${unknown.slice(0, 5).join(', ').slice(0, 200)}` });
  }
  const fromQuery = cursor(single(q, 'from', problems), 'query.from', problems);
  const lastEventIdQuery = cursor(single(q, 'lastEventId', problems), 'query.lastEventId', problems);
  let fromHeader: number | null = null;
  if (Array.isArray(lastEventIdHeader))
    problems.push({ path: 'headers.last-event-id', message: 'headers.last-event-id must be given at most once' });
  else if (lastEventIdHeader !== undefined && lastEventIdHeader.trim() !== '')
    fromHeader = cursor(lastEventIdHeader.trim(), 'headers.last-event-id', problems);
  if (problems.length > 0) {
    throw new BadDataError(`Request validation failed: ${problems[0].message}`, problems);
  }
  return { after: fromHeader ?? lastEventIdQuery ?? fromQuery, project, feature, types };
}
