import { assertNever } from '@pennant/events';
import type { MatchFilter, SearchParams, SetFilter, SortBy, SortColumn, TagValue } from './search-features-params.schema';
import { PER_CALL_PLAN } from '@pennant/platform';

/** Collects bind values; SQL text only ever contains `$n` placeholders for user input. */
class Binds {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

/**
 * The projects having an environment (that exists): a flag of one of them shows the environment.
 * Used as `project IN (…)`: the planner reads it once per statement and hashes it.
 */
const PROJECTS_HAVING = (environment: string) => `SELECT pe.project FROM rm_search_project_environments pe
  JOIN rm_search_environments e ON e.name = pe.environment WHERE pe.environment = ${environment}`;

/** The flags having a segment of the listed names, read once per statement (a hashed set, not a probe per flag). */
const FLAGS_WITH_SEGMENTS = (names: string) => `SELECT fs.feature_name FROM rm_search_feature_segments fs
  JOIN rm_search_segments s ON s.id = fs.segment_id WHERE s.name = ANY(${names})`;

/**
 * When SDKs last saw each flag (`client_last_seen`, written by the metrics intake, not by this
 * projection), one row per flag, joined to the flags once (a hash join, not a probe per flag).
 * A search sorted by it must not be cached (see `readsUsage`). The projection's own last-seen
 * columns are never written (only reset when a flag is created): the flag row's is kept in the
 * key, the environments' are not read.
 */
const USAGE_JOIN = `LEFT JOIN (SELECT feature_name, max(last_seen_at) AS last_seen_at FROM client_last_seen GROUP BY feature_name) usage
    ON usage.feature_name = f.name`;
const LAST_SEEN_WITH_USAGE = 'greatest(f.last_seen_at, usage.last_seen_at)';

/** Whether the statement reads tables outside the feature-search projection. */
export function readsUsage(p: SearchParams): boolean {
  return (p.sortBy.kind === 'column' && p.sortBy.column === 'lastSeenAt') || p.lastSeenAt !== null;
}

/**
 * Whether archived flags are in: asked with `archived`, or named by a lifecycle filter that keeps
 * the `archived` stage (then the stage decides, as Unleash reads `lifecycle=IS:archived`).
 */
function archivedCondition(p: SearchParams): string[] {
  if (p.lifecycle?.include && p.lifecycle.values.includes('archived')) return [];
  return [p.archived ? 'f.archived_at IS NOT NULL' : 'f.archived_at IS NULL'];
}

/** Midnight (UTC) of the filter's date: before it, or on or after it. */
function dateCondition(filter: SearchParams['createdAt'], column: string, binds: Binds): string[] {
  if (!filter) return [];
  const midnight = binds.add(`${filter.date}T00:00:00Z`, 'timestamptz');
  return [filter.operator === 'IS_BEFORE' ? `${column} < ${midnight}` : `${column} >= ${midnight}`];
}

/** The caller's favourites in (`true`), out (`false`); both listed: no filter. */
function favoriteCondition(filter: SearchParams['favorite'], user: string): string[] {
  if (!filter) return [];
  const wanted = new Set(filter.include ? filter.values : [true, false].filter((v) => !filter.values.includes(v)));
  if (wanted.size !== 1) return wanted.size === 0 ? ['false'] : [];
  const favourite = `EXISTS (SELECT 1 FROM rm_search_favorites fav WHERE fav.feature_name = f.name AND fav.user_key = ${user})`;
  return [wanted.has(true) ? favourite : `NOT ${favourite}`];
}

/** Whitelisted sort expressions: the only way a sort choice reaches the SQL text. */
function columnExpression(column: SortColumn): string {
  switch (column) {
    case 'name':
      return 'f.name';
    case 'createdAt':
      return 'f.created_at';
    case 'type':
      return 'f.type';
    case 'stale':
      return 'f.stale';
    case 'project':
      return 'f.project';
    case 'lastSeenAt':
      return LAST_SEEN_WITH_USAGE;
    default:
      return assertNever(column);
  }
}

/** Sort keys that are never NULL: ordered without `NULLS LAST`, so that an index can serve the order. */
function neverNull(sortBy: SortBy): boolean {
  return sortBy.kind === 'column' && sortBy.column !== 'lastSeenAt';
}

function sortExpression(sortBy: SortBy, binds: Binds): string {
  switch (sortBy.kind) {
    case 'column':
      return columnExpression(sortBy.column);
    case 'environment': {
      // Whether the flag is enabled there (its kept `enabled_environments`, which the toggles
      // write with the state rows); NULL when its project does not have the environment.
      const environment = binds.add(sortBy.environment, 'text');
      return `CASE WHEN f.project IN (${PROJECTS_HAVING(environment)}) THEN ${environment} = ANY(f.enabled_environments) END`;
    }
    default:
      return assertNever(sortBy);
  }
}

function match<T>(filter: MatchFilter<T> | null, column: string, type: 'text' | 'boolean' | 'integer', binds: Binds): string[] {
  if (!filter) return [];
  if (filter.include && filter.values.length === 1) {
    // One value: plain equality, so that an index leading with the column also serves the order
    // of what follows it (a project's flags by creation: the page stops after offset + limit
    // entries instead of sorting the whole project; `= ANY(array)` loses that order).
    return [`${column} = ${binds.add(filter.values[0], type)}`];
  }
  const values = binds.add(filter.values, `${type}[]`);
  // Included: a plain `= ANY` (index-usable; NULL is no match). Excluded: NULL is not excluded.
  return [filter.include ? `${column} = ANY(${values})` : `NOT coalesce(${column} = ANY(${values}), false)`];
}

/** A set filter's two tests on a flag; each adds its bind values only when used. */
interface SetTests {
  /** The flag has at least one listed item. */
  any(): string;
  /** The flag has every listed item. */
  all(): string;
}

/** The four set modes: a test, or its negation. */
function setCondition<T>(filter: SetFilter<T> | null, tests: SetTests): string[] {
  if (!filter) return [];
  switch (filter.mode) {
    case 'any':
      return [tests.any()];
    case 'none':
      return [`NOT (${tests.any()})`];
    case 'all':
      return [tests.all()];
    case 'not-all':
      return [`NOT (${tests.all()})`];
    default:
      return assertNever(filter.mode);
  }
}

/**
 * Tags are tested on the flag's kept `tags` (jsonb objects `{t, v}`, GIN-indexed, migration 0290):
 * containment, so the filter is an index condition like the others.
 */
function tagTests(tags: TagValue[], binds: Binds): SetTests {
  const contains = (listed: TagValue[]) =>
    `f.tags @> ${binds.add(JSON.stringify(listed.map((t) => ({ t: t.type, v: t.value }))), 'jsonb')}`;
  return {
    any: () => {
      const each = tags.map((tag) => contains([tag]));
      return `(${each.join(' OR ')})`;
    },
    all: () => contains(tags),
  };
}

/**
 * Segments are tested against the set of flags having them, collected once per statement from the
 * segment links (`name IN (…)`: a hashed set or a semi-join), not by a look-up per flag — with
 * 100,000 flags that was 100,000 probes for any segment filter. "Every listed segment" is one such
 * set per segment, all required: a grouped set (`GROUP BY … HAVING count(…) = n`) was planned as
 * a nested loop that grouped the links again for every flag (bench/RESULTS.md, issue 38).
 */
function segmentTests(names: string[], binds: Binds): SetTests {
  return {
    any: () => `f.name IN (${FLAGS_WITH_SEGMENTS(binds.add(names, 'text[]'))})`,
    all: () => {
      const each = [...new Set(names)].map((name) => `f.name IN (${FLAGS_WITH_SEGMENTS(binds.add([name], 'text[]'))})`);
      return `(${each.join(' AND ')})`;
    },
  };
}

/** `%` `_` and `\` are literal in a search term. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Joins a flag's tag values in the indexed `pennant_tag_text(tags)` (migration 0300), and the fields of `search_text` (migration 0530). */
export const TAG_TEXT_SEPARATOR = '\u0001';

/** Shorter terms have no trigram: no index can narrow them (and the search is planned per call). */
const TRIGRAM = 3;
const short = (term: string) => [...term].length < TRIGRAM;

/**
 * Any term is a substring (case-insensitive) of the flag's name, description or a tag value: per
 * term one ILIKE on each, all on the flag row, each served by a trigram index (`ILIKE $n`, not
 * `ILIKE ANY(array)`), so the matches are one bitmap OR. A term holding the separator could match
 * across two tag values in the joined text, so its tags are tested one by one instead.
 *
 * With a term shorter than a trigram every flag is read anyway: each term is then one LIKE on the
 * row's `search_text` (its name, description and tag values lower-cased and joined by the
 * separator, migration 0530) — what ILIKE does on multibyte text (both sides lower-cased, then
 * matched) but once per flag instead of three ILIKEs and the tag values joined again per flag.
 * Longer terms test it too, before their three ILIKEs: rows the index scans bring back (trigram
 * matches are rechecked) or a plan that reads the flags in another index's order (fresh
 * statistics say few rows) reject most candidates with it, where the ILIKEs and the joined tag
 * values cost about ten times as much per row (bench/RESULTS.md, issue 38).
 */
function textCondition(terms: string[], binds: Binds): string {
  const scanning = terms.some(short);
  const each = terms.map((term) => {
    const pattern = binds.add(likePattern(term), 'text');
    if (term.includes(TAG_TEXT_SEPARATOR))
      return `f.name ILIKE ${pattern} OR f.description ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_array_elements(f.tags) t WHERE t ->> 'v' ILIKE ${pattern})`;
    if (scanning) return `f.search_text LIKE lower(${pattern})`;
    // The same test on `search_text` first: one LIKE that rejects a row before the ILIKEs and the
    // tag values joined again (the index conditions stay the three ILIKEs).
    return `(f.search_text LIKE lower(${pattern}) AND (f.name ILIKE ${pattern} OR f.description ILIKE ${pattern} OR pennant_tag_text(f.tags) ILIKE ${pattern}))`;
  });
  return `(${each.join(' OR ')})`;
}

/** Up to this many status pairs are tested one by one on the row; more are looked up per environment of the flag's project. */
const INLINE_STATUS_PAIRS = 8;

/**
 * Any listed pair holds: the flag's project has the environment and the flag's kept
 * `enabled_environments` gives the wanted state. A few pairs: a test on the row each (the
 * projects having the environment collected once per statement into an array: a filter on the
 * row, so a scan in index order stays in order, where a semi-join would not). Many pairs: per flag, its
 * project's environments looked up in the hashed list of pairs.
 */
function statusCondition(status: SearchParams['status'], binds: Binds): string {
  if (status.length > INLINE_STATUS_PAIRS) {
    const envs = binds.add(
      status.map((s) => s.environment),
      'text[]',
    );
    const states = binds.add(
      status.map((s) => s.enabled),
      'boolean[]',
    );
    return `EXISTS (SELECT 1 FROM rm_search_project_environments pe WHERE pe.project = f.project
        AND (pe.environment, pe.environment = ANY(f.enabled_environments)) IN (SELECT * FROM unnest(${envs}, ${states})))`;
  }
  const pairs = status.map((s) => {
    const environment = binds.add(s.environment, 'text');
    return `(f.project = ANY(ARRAY(SELECT project FROM rm_search_project_environments WHERE environment = ${environment}))
        AND (${environment} = ANY(f.enabled_environments)) = ${binds.add(s.enabled, 'boolean')})`;
  });
  return `(${pairs.join(' OR ')})`;
}

function conditions(p: SearchParams, binds: Binds, user: string): string[] {
  const where = archivedCondition(p);
  if (p.query.length > 0) where.push(textCondition(p.query, binds));
  where.push(...match(p.project, 'f.project', 'text', binds));
  where.push(...match(p.type, 'f.type', 'text', binds));
  where.push(...match(p.state, 'f.stale', 'boolean', binds));
  where.push(...match(p.createdBy, 'f.created_by_id', 'integer', binds));
  if (p.tag) where.push(...setCondition(p.tag, tagTests(p.tag.values, binds)));
  if (p.segment) where.push(...setCondition(p.segment, segmentTests(p.segment.values, binds)));
  if (p.status.length > 0) where.push(statusCondition(p.status, binds));
  where.push(...dateCondition(p.createdAt, 'f.created_at', binds));
  where.push(...dateCondition(p.lastSeenAt, LAST_SEEN_WITH_USAGE, binds));
  where.push(...match(p.lifecycle, 'f.lifecycle_stage', 'text', binds));
  where.push(...favoriteCondition(p.favorite, user));
  return where;
}

export interface SearchSql {
  text: string;
  values: unknown[];
}

/**
 * A search runs as a prepared statement (ADR 0025): PostgreSQL keeps one generic plan per search
 * shape, which answers the usual searches faster than planning each call (planning costs about as
 * much as running). The generic plan is index-led whatever the values, so a value matching most
 * flags runs slower than with its own plan (bench/RESULTS.md, round 7) — except a term shorter
 * than a trigram, which no trigram index can narrow: such a search is planned per call (a scan
 * beats reading whole indexes).
 */
function plannedPerCall(p: SearchParams): boolean {
  return p.query.some(short);
}

/**
 * One statement, one snapshot: the matching flags' count (whatever the page) and the page, ranked
 * by favourite (optional), the sort key, then created_at and name. With only column conditions
 * the count and the page are two scans of the table, the page a top-N read (in index order where
 * an index has the sort key); with costly conditions (text, tags, segments) the matches
 * are collected once and both the count and the page's top-N read them. The page's items are
 * the flags' kept items as JSON text (rm_search_items, migrations 0310, 0532), with the caller's favourite beside each.
 */
export function buildSearchSql(p: SearchParams, callerKey: string): SearchSql {
  const binds = new Binds();
  const user = binds.add(callerKey, 'text');
  const where = conditions(p, binds, user).join('\n     AND ');
  const costly = p.query.length > 0 || p.tag !== null || p.segment !== null;
  const direction = p.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const nulls = neverNull(p.sortBy) ? '' : ' NULLS LAST';
  const ranking = (alias: string) =>
    [
      ...(p.favoritesFirst ? [`${alias}favorite DESC`] : []),
      `${alias}sort_key ${direction}${nulls}`,
      `${alias}created_at ASC`,
      `${alias}name ASC`,
    ].join(', ');
  const byRank = ranking('');
  const byPageRank = ranking('m.');
  // Whether a matched flag is a favourite matters to the ranking only with favoritesFirst; the
  // page's rows get theirs below (one probe per row of the page, not per match).
  // The caller's favourites are read once per statement (a hashed set), not looked up per match.
  const favoriteRank = p.favoritesFirst
    ? `f.name IN (SELECT fav.feature_name FROM rm_search_favorites fav WHERE fav.user_key = ${user})`
    : 'false';
  const usageJoin = readsUsage(p) ? USAGE_JOIN : '';
  const columns = `SELECT f.name, f.created_at, ${sortExpression(p.sortBy, binds)} AS sort_key, ${favoriteRank} AS favorite
    FROM rm_search_features f ${usageJoin}
   WHERE ${where}`;
  const window = `ORDER BY ${byRank}
   LIMIT ${binds.add(p.limit, 'integer')} OFFSET ${binds.add(p.offset, 'integer')}`;
  const matchedOnce = `matched AS MATERIALIZED (
  ${columns}
), page AS (SELECT * FROM matched ${window}), counted AS (SELECT count(*)::integer AS total FROM matched)`;
  const twoScans = `page AS (
  ${columns}
   ${window}
), counted AS (SELECT count(*)::integer AS total FROM rm_search_features f ${usageJoin} WHERE ${where})`;
  const ctes = costly ? matchedOnce : twoScans;
  const planning = plannedPerCall(p) ? PER_CALL_PLAN : '';
  const text = `${planning}
WITH ${ctes}
SELECT t.total, m.name, EXISTS (SELECT 1 FROM rm_search_favorites fav WHERE fav.feature_name = m.name AND fav.user_key = ${user}) AS favorite,
       i.item_text AS item, i.no_avatar
  FROM counted t
  LEFT JOIN page m ON true
  LEFT JOIN rm_search_items i ON i.feature_name = m.name
 ORDER BY ${byPageRank}`;
  return { text, values: binds.values };
}
