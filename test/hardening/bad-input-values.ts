import { parseTimestamp } from '@pennant/platform';
import type { JsonSchema, Operation } from './openapi-operations';

// The junk values and the validity predicates of the bad-input sweep (bad-input-cases.ts builds the cases).

/**
 * Path values that name nothing that exists and mostly cannot be a name at all: traversal,
 * SQL/regex metacharacters, NUL and control characters, undecodable percent-escapes, object
 * prototype names, numbers past 2^31/2^53/2^64, exponent/NaN/Infinity forms, impossible dates.
 * They are inserted verbatim into the URL (already percent-encoded where needed, or on purpose not).
 */
export const JUNK_PATH_VALUES: readonly string[] = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc',
  '%27%3B%20DROP%20TABLE%20es_events%3B--',
  '%27%20OR%20%271%27%3D%271',
  '%22%29%3B%20SELECT%20pg_sleep(10)--',
  '.*',
  '(a%2B)%2B%24',
  '%5B',
  '%5C',
  '%24%7B1%7D',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%C0%AF',
  '%F0%9F%92%A5',
  '%E2%80%AE%E2%80%8B',
  '%01%1F%7F',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '2147483648',
  '9007199254740993',
  '18446744073709551616',
  '-1',
  '0',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '%201',
  '1.5',
  '2026-02-30',
  'x'.repeat(600),
];

/** Junk for query parameters (values are percent-encoded where they need it). */
export const JUNK_QUERY_VALUES: readonly string[] = [
  ...JUNK_PATH_VALUES,
  'IS_MAYBE:x',
  'IS:',
  ':',
  'IS:%00',
  'IS_BEFORE:2026-02-30',
  'IS_ON_OR_AFTER:2026-13-01',
  'IS_BEFORE:99999-01-01',
  'INCLUDE:(((((((((a*)*)*)*)*)*)*)*)*)',
  '%5B%5D',
  'x'.repeat(20000),
  '1%2C2%2C3',
  '',
];

/**
 * Where a junk path value may be answered 2xx: the operation is, by contract, a no-op or an empty
 * answer for a key that names nothing (as in Unleash). Listed one by one with the reason; the
 * event log must still be unchanged, and no 5xx or leak is allowed.
 */
export const NO_OP_FOR_UNKNOWN_KEY: Record<string, { params: string[]; reason: string }> = {
  'GET /api/admin/archive/features/{projectId}': {
    params: ['projectId'],
    reason: 'archived flags of a project: unknown project → empty list (Unleash)',
  },
  'GET /api/admin/events/{featureName}': {
    params: ['featureName'],
    reason: 'events of a flag name: a name with no events → empty list (Unleash)',
  },
  'GET /api/admin/projects/{projectId}/api-tokens': { params: ['projectId'], reason: 'tokens of a project: unknown project → empty list' },
  'GET /api/admin/projects/{projectId}/change-requests/count': {
    params: ['projectId'],
    reason: 'change-request counts: unknown project → zeros (Unleash)',
  },
  'GET /api/admin/projects/{projectId}/change-requests/open': {
    params: ['projectId'],
    reason: 'open change requests: unknown project → empty list (Unleash)',
  },
  'GET /api/admin/metrics/instances/{appName}/environment/{environment}': {
    params: ['environment'],
    reason:
      "an application's instances in an environment: SDKs name any environment (admin tokens), so one with none → empty list (Unleash)",
  },
  'DELETE /api/admin/metrics/applications/{appName}': {
    params: ['appName'],
    reason: 'idempotent delete: an unknown application is a no-op 200 (Unleash, ADR 0054)',
  },
  'DELETE /api/admin/tag-types/{name}': { params: ['name'], reason: 'idempotent delete: an unknown tag type is a no-op 200 (Unleash)' },
  'DELETE /api/admin/tags/{type}/{value}': {
    params: ['type', 'value'],
    reason: 'idempotent delete: an unknown tag is a no-op 200 (Unleash)',
  },
  'DELETE /api/admin/features/{featureName}/tags/{type}/{value}': {
    params: ['type', 'value'],
    reason: 'idempotent untag: a tag the flag does not carry is a no-op 200 (Unleash)',
  },
  'DELETE /api/admin/projects/{projectId}/features/{featureName}/dependencies/{parent}': {
    params: ['parent'],
    reason: 'idempotent delete: a dependency that does not exist is a no-op 200 (Unleash)',
  },
  // The sample body of these bulk routes is `{features: []}`: an empty batch is a no-op whatever
  // the project (the project is not checked when no flag is listed — reported, not changed here).
  'POST /api/admin/projects/{projectId}/archive': { params: ['projectId'], reason: 'empty bulk batch is a no-op' },
  'POST /api/admin/projects/{projectId}/delete': { params: ['projectId'], reason: 'empty bulk batch is a no-op' },
  'POST /api/admin/projects/{projectId}/revive': { params: ['projectId'], reason: 'empty bulk batch is a no-op' },
  'POST /api/admin/projects/{projectId}/stale': { params: ['projectId'], reason: 'empty bulk batch is a no-op' },
  // Unleash's answers for keys that name nothing (ADR 0039).
  'GET /api/admin/context/{name}/strategies': {
    params: ['name'],
    reason: 'strategies using a context field: a field nothing uses (or none) → empty list (Unleash)',
  },
  'GET /api/admin/projects/{projectId}/features/{featureName}/parents': {
    params: ['projectId', 'featureName'],
    reason: 'possible parents of a flag: a flag not in the project → empty list (Unleash)',
  },
  'GET /api/admin/tags/{type}': { params: ['type'], reason: 'tags of a type: an unknown type → empty list (Unleash)' },
  // Read by Unleash's own admin UI (ADR 0059).
  'GET /api/admin/projects/{projectId}/flag-creators': {
    params: ['projectId'],
    reason: "a project's flag creators: a project without flags (or none) → empty list (Unleash)",
  },
  'GET /api/admin/projects/{projectId}/features/{featureName}/parent-variants': {
    params: ['projectId', 'featureName'],
    reason: "a parent's variant names: a flag not in the project → empty list (Unleash)",
  },
  'GET /api/admin/projects/{projectId}/context': {
    params: ['projectId'],
    reason: "a project's own context fields: none in Pennant, for any project id (Unleash: an unknown project has none)",
  },
  // SDK metrics are keyed by the name SDKs report, known to Pennant or not (ADR 0053).
  'GET /api/admin/client-metrics/features/{name}': {
    params: ['name'],
    reason: 'SDK usage of a flag name: a name no SDK reported → empty usage (Unleash)',
  },
  'GET /api/admin/client-metrics/features/{name}/raw': {
    params: ['name'],
    reason: 'hourly SDK metrics of a flag name: a name no SDK reported → empty data (Unleash)',
  },
  'PUT /api/admin/projects/{projectId}/tags': {
    params: ['projectId'],
    reason: 'bulk tagging: unknown flag names are skipped (Unleash), so the sample batch is a no-op',
  },
};

export function junkPathMayBeNoOp(op: Operation, param: string): boolean {
  return NO_OP_FOR_UNKNOWN_KEY[`${op.method} ${op.path}`]?.params.includes(param) ?? false;
}

/** Constraints that the OpenAPI document states only in prose (description) for query parameters. */
const PROSE_CONSTRAINTS: Record<string, (value: string) => boolean> = {
  limit: (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100,
  offset: (v) => /^\d+$/.test(v) && Number.isSafeInteger(Number(v)),
  hoursBack: (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 48,
  createdAt: (v) => /^(IS_BEFORE|IS_ON_OR_AFTER):\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(parseTimestamp(v.slice(v.indexOf(':') + 1))),
  sortBy: (v) => ['name', 'createdAt', 'type', 'stale', 'project', 'lastSeenAt'].includes(v) || /^environment:[^,]+$/.test(v),
};

export function undecodable(raw: string): boolean {
  return safeDecode(raw) === null || /%00/i.test(raw);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Is `raw` (as it appears in the URL) certainly not an acceptable value of this query parameter? */
export function queryValueIsInvalid(name: string, schema: JsonSchema, raw: string): boolean {
  const value = safeDecode(raw);
  if (value === null || value.includes('\u0000')) return true;
  // An empty value counts as absent (as in Unleash and most query parsers): not invalid by itself.
  if (value === '') return false;
  const prose = PROSE_CONSTRAINTS[name];
  if (prose && !prose(value)) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return true;
  return false;
}
