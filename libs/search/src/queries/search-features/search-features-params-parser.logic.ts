import { BadDataError, type ErrorDetail } from '@pennant/platform';
import {
  DATE_OPERATORS,
  DEFAULT_LIMIT,
  GENERIC_OPERATORS,
  LIFECYCLE_STAGES,
  LIST_OPERATORS,
  MAX_LIMIT,
  MAX_LIST_ITEMS,
  MAX_OFFSET,
  MAX_QUERY_TERMS,
  type EnvironmentStatus,
  type GenericOperator,
  type LifecycleStage,
  type ListOperator,
  type MatchFilter,
  type SearchParams,
  type SetFilter,
  type SetMode,
  type SortBy,
  type SortColumn,
  type SortOrder,
  type TagValue,
} from './search-features-params.schema';
import {
  hasNul,
  isCalendarDate,
  isDigits,
  matchesGenericValues,
  matchesTagValues,
  splitList,
  splitOperator,
} from './search-features-syntax.logic';

const SORT_COLUMNS: ReadonlyMap<string, SortColumn> = new Map<string, SortColumn>([
  ['name', 'name'],
  ['createdAt', 'createdAt'],
  ['type', 'type'],
  ['stale', 'stale'],
  ['project', 'project'],
  ['lastSeenAt', 'lastSeenAt'],
]);

/** Parameters that may be repeated (`status=a&status=b`, or `status[]=…`). */
const LIST_PARAMS = new Set(['status', 'status[]']);

function setMode(operator: ListOperator): SetMode {
  switch (operator) {
    case 'INCLUDE':
    case 'INCLUDE_ANY_OF':
      return 'any';
    case 'DO_NOT_INCLUDE':
    case 'EXCLUDE_IF_ANY_OF':
      return 'none';
    case 'INCLUDE_ALL_OF':
      return 'all';
    case 'EXCLUDE_ALL':
      return 'not-all';
  }
}

function includes(operator: GenericOperator): boolean {
  return operator === 'IS' || operator === 'IS_ANY_OF';
}

function distinct<T>(values: T[], key: (v: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const v of values) if (!seen.has(key(v))) seen.set(key(v), v);
  return [...seen.values()];
}

/**
 * Reads the raw query object (as Fastify parsed it) into SearchParams. Every problem is
 * collected with its parameter (`query.<name>`); any problem throws one BadDataError. Runs in
 * time linear in the input (no regular expression touches a user value).
 */
export function parseSearchParams(raw: unknown): SearchParams {
  const input: Record<string, unknown> = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const problems: ErrorDetail[] = [];
  const fail = (name: string, message: string) => void problems.push({ path: `query.${name}`, message: `query.${name} ${message}` });
  const reject = (name: string, message: string): null => {
    fail(name, message);
    return null;
  };
  const has = (name: string) => Object.prototype.hasOwnProperty.call(input, name) && input[name] !== undefined;

  /** A single-valued parameter: absent → undefined; repeated or not text → a problem. */
  const single = (name: string): string | undefined => {
    if (!has(name)) return undefined;
    const value = input[name];
    if (Array.isArray(value)) return void fail(name, 'must be given at most once');
    if (typeof value !== 'string') return void fail(name, 'must be a string');
    if (hasNul(value)) return void fail(name, 'must not contain NUL characters');
    return value;
  };

  const generic = <T>(
    name: string,
    convert: (item: string) => T | undefined,
    hint: string,
    { valueRequired = false } = {},
  ): MatchFilter<T> | null => {
    const value = single(name);
    if (value === undefined) return null;
    const split = splitOperator(value, GENERIC_OPERATORS);
    if (!split || !matchesGenericValues(split.rest)) {
      return reject(name, `must look like OPERATOR:value[,value…] with OPERATOR one of ${GENERIC_OPERATORS.join(', ')} (one line)`);
    }
    const items = splitList(split.rest);
    if (items.length > MAX_LIST_ITEMS) return reject(name, `must list at most ${MAX_LIST_ITEMS} values`);
    const values: T[] = [];
    for (const item of items) {
      const converted = convert(item);
      if (converted === undefined) return reject(name, `has an invalid value "${item.slice(0, 100)}": ${hint}`);
      values.push(converted);
    }
    if (values.length === 0) return valueRequired ? reject(name, `needs a value: ${hint}`) : null;
    return { include: includes(split.operator), values };
  };

  const list = <T>(name: string, isTag: boolean, convert: (item: string) => T | undefined, key: (v: T) => string): SetFilter<T> | null => {
    const value = single(name);
    if (value === undefined) return null;
    const split = splitOperator(value, LIST_OPERATORS);
    const shape = isTag ? 'OPERATOR:type:value[,type:value…]' : 'OPERATOR:name[,name…]';
    if (!split || !(isTag ? matchesTagValues(split.rest) : matchesGenericValues(split.rest))) {
      return reject(name, `must look like ${shape} with OPERATOR one of ${LIST_OPERATORS.join(', ')} (one line)`);
    }
    const items = splitList(split.rest);
    if (items.length > MAX_LIST_ITEMS) return reject(name, `must list at most ${MAX_LIST_ITEMS} values`);
    const values: T[] = [];
    for (const item of items) {
      const converted = convert(item);
      if (converted === undefined) return reject(name, `has an invalid item "${item.slice(0, 100)}": expected ${shape}`);
      values.push(converted);
    }
    return values.length === 0 ? null : { mode: setMode(split.operator), values: distinct(values, key) };
  };

  const toTag = (item: string): TagValue | undefined => {
    const colon = item.indexOf(':');
    if (colon < 0) return undefined;
    const type = item.slice(0, colon).trim();
    const value = item.slice(colon + 1).trim();
    return type.length > 0 && value.length > 0 ? { type, value } : undefined;
  };
  const toUserId = (item: string): number | undefined => {
    const negative = item.startsWith('-');
    const digits = negative ? item.slice(1) : item;
    if (!isDigits(digits) || digits.length > 10) return undefined;
    const n = Number(item);
    return n >= -2_147_483_648 && n <= 2_147_483_647 ? n : undefined;
  };
  const toState = (item: string): boolean | undefined => (item === 'active' ? false : item === 'stale' ? true : undefined);
  const toStage = (item: string): LifecycleStage | undefined => LIFECYCLE_STAGES.find((stage) => stage === item);
  const toBoolean = (item: string): boolean | undefined => (item === 'true' ? true : item === 'false' ? false : undefined);

  const integerParam = (
    name: string,
    fallback: number,
    min: number,
    max: number,
    expected = `an integer from ${min} to ${max}`,
  ): number => {
    const value = single(name);
    if (value === undefined || value === '') return fallback;
    if (!isDigits(value) || value.length > 10 || Number(value) < min || Number(value) > max) {
      fail(name, `must be ${expected}`);
      return fallback;
    }
    return Number(value);
  };

  const choice = <T>(name: string, options: ReadonlyMap<string, T>, fallback: T): T => {
    const value = single(name);
    if (value === undefined || value === '') return fallback;
    const chosen = options.get(value);
    if (chosen === undefined) fail(name, `must be one of ${[...options.keys()].join(', ')}`);
    return chosen ?? fallback;
  };

  const params: SearchParams = {
    query: parseQuery(single('query'), fail),
    project: generic('project', (v) => v, 'a project id'),
    type: generic('type', (v) => v, 'a flag type'),
    state: generic('state', toState, 'expected active or stale'),
    createdBy: generic('createdBy', toUserId, 'expected a user id (integer)'),
    tag: list('tag', true, toTag, (t) => `${t.type}\u0000${t.value}`),
    segment: list(
      'segment',
      false,
      (v) => v,
      (v) => v,
    ),
    status: parseStatus(input, has, fail),
    createdAt: parseDate('createdAt', single('createdAt'), fail),
    lastSeenAt: parseDate('lastSeenAt', single('lastSeenAt'), fail),
    lifecycle: generic('lifecycle', toStage, `expected one of ${LIFECYCLE_STAGES.join(', ')}`),
    favorite: generic('favorite', toBoolean, 'expected true or false', { valueRequired: true }),
    archived: choice(
      'archived',
      new Map([
        ['true', true],
        ['false', false],
        ['IS:true', true],
        ['IS:false', false],
      ]),
      false,
    ),
    offset: integerParam('offset', 0, 0, MAX_OFFSET),
    // Any page size up to the int32 maximum is accepted and read as at most 100, as Unleash caps it
    // (Unleash falls back to its default of 50 above 100, Pennant gives the 100 asked for at most).
    limit: Math.min(
      integerParam(
        'limit',
        DEFAULT_LIMIT,
        1,
        2_147_483_647,
        `an integer from 1 to 2147483647 (above ${MAX_LIMIT} it is read as ${MAX_LIMIT})`,
      ),
      MAX_LIMIT,
    ),
    sortBy: parseSortBy(single('sortBy'), fail),
    sortOrder: choice<SortOrder>(
      'sortOrder',
      new Map<string, SortOrder>([
        ['asc', 'asc'],
        ['desc', 'desc'],
      ]),
      'asc',
    ),
    favoritesFirst: choice(
      'favoritesFirst',
      new Map([
        ['true', true],
        ['false', false],
      ]),
      false,
    ),
  };
  if (problems.length > 0) {
    throw new BadDataError(`Request validation failed: your request params contain invalid data: ${problems[0].message}`, problems);
  }
  return params;
}

type Fail = (name: string, message: string) => void;

function parseQuery(value: string | undefined, fail: Fail): string[] {
  if (value === undefined) return [];
  const terms = splitList(value);
  if (terms.length > MAX_QUERY_TERMS) {
    fail('query', `must have at most ${MAX_QUERY_TERMS} comma-separated terms`);
    return [];
  }
  return terms;
}

function parseDate(name: string, value: string | undefined, fail: Fail): SearchParams['createdAt'] {
  if (value === undefined) return null;
  const split = splitOperator(value, DATE_OPERATORS);
  if (!split || !isCalendarDate(split.rest)) {
    fail(name, `must look like OPERATOR:YYYY-MM-DD with OPERATOR one of ${DATE_OPERATORS.join(', ')} and a real date`);
    return null;
  }
  return { operator: split.operator, date: split.rest };
}

function parseSortBy(value: string | undefined, fail: Fail): SortBy {
  const fallback: SortBy = { kind: 'column', column: 'createdAt' };
  if (value === undefined || value === '') return fallback;
  const column = SORT_COLUMNS.get(value);
  if (column !== undefined) return { kind: 'column', column };
  if (value.startsWith('environment:') && value.length > 'environment:'.length && value.length <= 200) {
    return { kind: 'environment', environment: value.slice('environment:'.length) };
  }
  fail('sortBy', `must be one of ${[...SORT_COLUMNS.keys()].join(', ')} or environment:<environment name>`);
  return fallback;
}

/** `status` (or `status[]`): repeated and/or comma-separated `environment:enabled|disabled`. */
function parseStatus(input: Record<string, unknown>, has: (name: string) => boolean, fail: Fail): EnvironmentStatus[] {
  const raw: unknown[] = [];
  for (const name of LIST_PARAMS) {
    if (!has(name)) continue;
    const value = input[name];
    raw.push(...(Array.isArray(value) ? value : [value]));
  }
  const items: string[] = [];
  for (const value of raw) {
    if (typeof value !== 'string' || hasNul(value)) {
      fail('status', 'must be text');
      return [];
    }
    items.push(...splitList(value));
    if (items.length > MAX_LIST_ITEMS) {
      fail('status', `must list at most ${MAX_LIST_ITEMS} values`);
      return [];
    }
  }
  const statuses: EnvironmentStatus[] = [];
  for (const item of items) {
    const colon = item.lastIndexOf(':');
    const environment = colon > 0 ? item.slice(0, colon) : '';
    const state = item.slice(colon + 1);
    if (environment.length === 0 || (state !== 'enabled' && state !== 'disabled')) {
      fail('status', `has an invalid item "${item.slice(0, 100)}": expected environment:enabled or environment:disabled`);
      return [];
    }
    statuses.push({ environment, enabled: state === 'enabled' });
  }
  return distinct(statuses, (s) => `${s.environment}\u0000${s.enabled}`);
}
