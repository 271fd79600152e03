import { assertNever, type ActionSetFilter, type JsonValue } from '@pennant/events';
import { inCidr, matchesRegex } from '@pennant/features/model';

/**
 * Evaluates an action set's filters against a signal payload. Pure; no I/O.
 *
 * - A filter's key is a field of the payload: a top-level key as written (even if it contains
 *   dots), otherwise a dot path into nested objects (`deployment.env`; array items by index,
 *   `items.0.name`).
 * - Strings are compared as they are; numbers and booleans as their JSON text (`42`, `true`).
 *   `null`, objects, arrays and absent fields count as **missing**.
 * - As Unleash's SDKs evaluate constraints: a missing field makes every operator false except
 *   `NOT_IN` (nothing is in the list, so "not in" holds); `inverted` then flips the result. So
 *   `{operator: 'IN', inverted: true}` also matches a signal without the field.
 * - `caseInsensitive` applies to the string comparisons (IN, NOT_IN, STR_*) and to REGEX (an RE2
 *   pattern found anywhere in the field, as the SDK's REGEX); IN_CIDR holds when the field is an
 *   IP address inside one of the ranges.
 * - A value the operator cannot read (not a number, date or semantic version) is false (before
 *   `inverted`), like a missing field.
 * - All filters must match (AND). No filters: every signal of the source matches.
 */
export function matchesSignal(filters: Readonly<Record<string, ActionSetFilter>>, payload: JsonValue): boolean {
  return Object.entries(filters).every(([field, filter]) => evaluateFilter(filter, fieldValue(payload, field)));
}

export function evaluateFilter(filter: ActionSetFilter, raw: string | undefined): boolean {
  const result = evaluateOperator(filter, raw);
  return filter.inverted ? !result : result;
}

/** The payload field as a comparable string, or undefined when missing (see matchesSignal). */
export function fieldValue(payload: JsonValue, field: string): string | undefined {
  const found =
    isObject(payload) && Object.prototype.hasOwnProperty.call(payload, field) ? payload[field] : walk(payload, field.split('.'));
  if (typeof found === 'string') return found;
  if (typeof found === 'number' || typeof found === 'boolean') return String(found);
  return undefined;
}

function isObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(value: JsonValue | undefined, path: string[]): JsonValue | undefined {
  let current = value;
  for (const key of path) {
    if (isObject(current) && Object.prototype.hasOwnProperty.call(current, key)) current = current[key];
    else if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else return undefined;
  }
  return current;
}

function evaluateOperator(filter: ActionSetFilter, raw: string | undefined): boolean {
  const fold = (s: string) => (filter.caseInsensitive ? s.toLowerCase() : s);
  const values = (filter.values ?? []).map(fold);
  const field = raw === undefined ? undefined : fold(raw);
  const { operator } = filter;
  switch (operator) {
    case 'IN':
      return field !== undefined && values.includes(field);
    case 'NOT_IN':
      return field === undefined || !values.includes(field);
    case 'STR_STARTS_WITH':
      return field !== undefined && values.some((v) => field.startsWith(v));
    case 'STR_ENDS_WITH':
      return field !== undefined && values.some((v) => field.endsWith(v));
    case 'STR_CONTAINS':
      return field !== undefined && values.some((v) => field.includes(v));
    case 'NUM_EQ':
    case 'NUM_GT':
    case 'NUM_GTE':
    case 'NUM_LT':
    case 'NUM_LTE':
      return compareWith({ ...filter, operator }, raw, toNumber, (a, b) => a - b);
    case 'DATE_AFTER':
    case 'DATE_BEFORE':
      return compareWith({ ...filter, operator }, raw, toDate, (a, b) => a - b);
    case 'SEMVER_EQ':
    case 'SEMVER_GT':
    case 'SEMVER_LT':
    case 'SEMVER_GTE':
    case 'SEMVER_LTE':
      return compareWith({ ...filter, operator }, raw, parseSemver, compareSemver);
    case 'REGEX':
      return raw !== undefined && filter.value !== undefined && matchesRegex(filter.value, raw, filter.caseInsensitive ?? false);
    case 'IN_CIDR':
      return raw !== undefined && inCidr(raw, filter.values ?? []);
    default:
      return assertNever(operator);
  }
}

type Ordered = Exclude<
  ActionSetFilter['operator'],
  'IN' | 'NOT_IN' | 'STR_STARTS_WITH' | 'STR_ENDS_WITH' | 'STR_CONTAINS' | 'REGEX' | 'IN_CIDR'
>;

/** How each ordered operator reads the comparison of the field with the filter's value. */
const HOLDS: { readonly [K in Ordered]: (c: number) => boolean } = {
  NUM_EQ: (c) => c === 0,
  NUM_GT: (c) => c > 0,
  NUM_GTE: (c) => c >= 0,
  NUM_LT: (c) => c < 0,
  NUM_LTE: (c) => c <= 0,
  DATE_AFTER: (c) => c > 0,
  DATE_BEFORE: (c) => c < 0,
  SEMVER_EQ: (c) => c === 0,
  SEMVER_GT: (c) => c > 0,
  SEMVER_LT: (c) => c < 0,
  SEMVER_GTE: (c) => c >= 0,
  SEMVER_LTE: (c) => c <= 0,
};

function compareWith<T>(
  filter: ActionSetFilter & { operator: Ordered },
  raw: string | undefined,
  parse: (s: string) => T | null,
  compare: (a: T, b: T) => number,
): boolean {
  const target = filter.value ?? filter.values?.[0];
  if (raw === undefined || target === undefined) return false;
  const a = parse(raw);
  const b = parse(target);
  if (a === null || b === null) return false;
  return HOLDS[filter.operator](compare(a, b));
}

function toNumber(s: string): number | null {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function toDate(s: string): number | null {
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}

interface Semver {
  core: [number, number, number];
  pre: string[];
}

const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

export function parseSemver(s: string): Semver | null {
  const m = SEMVER.exec(s.trim());
  if (!m) return null;
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
}

/** Semantic-version precedence (semver.org §11); build metadata is ignored. */
export function compareSemver(a: Semver, b: Semver): number {
  for (let i = 0; i < 3; i += 1) if (a.core[i] !== b.core[i]) return a.core[i] - b.core[i];
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i += 1) {
    const [x, y] = [a.pre[i], b.pre[i]];
    if (x === y) continue;
    const [xn, yn] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.pre.length - b.pre.length;
}
