/**
 * A seeded generator of feature searches (`GET /api/admin/search/features`): every request a
 * different text, filter, sort and page, as people typing in the console and scripts paging
 * through results send them — so no answer cache can serve them, and the same seed gives the same
 * requests to every server measured. `SEARCH_FAMILIES` are the spec's filter combinations one by
 * one (each still varying its values, sort and page), for percentiles per combination.
 */

/** What the seeded data holds, so that generated filters select something. */
export interface SearchWorld {
  projects: readonly string[];
  types: readonly string[];
  tags: readonly { type: string; value: string }[];
  segments: readonly string[];
  environments: readonly string[];
  /** User ids that created flags (the `createdBy` filter). */
  creators: readonly number[];
  /** Substrings of names, descriptions and tag values. */
  terms: readonly string[];
  /** The first and last flag creation dates (YYYY-MM-DD). */
  createdFrom: string;
  createdTo: string;
  /** How many flags there are (deep pages go up to here). */
  flags: number;
}

/** A small fast PRNG (mulberry32): the same seed, the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
type Params = [string, string][];

const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** Up to `max` distinct items (at least one). */
function some<T>(rng: Random, items: readonly T[], max: number): T[] {
  const wanted = 1 + Math.floor(rng() * Math.min(max, items.length));
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(pick(rng, items));
  return [...chosen];
}

const GENERIC = ['IS', 'IS_NOT', 'IS_ANY_OF', 'IS_NONE_OF'] as const;
const LIST = ['INCLUDE', 'DO_NOT_INCLUDE', 'INCLUDE_ALL_OF', 'INCLUDE_ANY_OF', 'EXCLUDE_IF_ANY_OF', 'EXCLUDE_ALL'] as const;
const SORT_COLUMNS = ['name', 'createdAt', 'type', 'stale', 'project', 'lastSeenAt'] as const;

function generic(rng: Random, values: readonly string[], operator = pick(rng, GENERIC)): string {
  const single = operator === 'IS' || operator === 'IS_NOT';
  return `${operator}:${(single ? [pick(rng, values)] : some(rng, values, 3)).join(',')}`;
}

function list(rng: Random, values: readonly string[], operator = pick(rng, LIST)): string {
  const single = operator === 'INCLUDE' || operator === 'DO_NOT_INCLUDE';
  return `${operator}:${(single ? [pick(rng, values)] : some(rng, values, 3)).join(',')}`;
}

function dateBetween(rng: Random, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return new Date(start + Math.floor(rng() * (end - start + 86_400_000))).toISOString().slice(0, 10);
}

/** The filters, each a function adding its parameter(s). */
const FILTERS = {
  text: (rng: Random, w: SearchWorld): Params => [['query', rng() < 0.85 ? pick(rng, w.terms) : some(rng, w.terms, 2).join(',')]],
  project: (rng: Random, w: SearchWorld): Params => [['project', generic(rng, w.projects)]],
  type: (rng: Random, w: SearchWorld): Params => [['type', generic(rng, w.types)]],
  state: (rng: Random): Params => [['state', generic(rng, ['active', 'stale'])]],
  createdBy: (rng: Random, w: SearchWorld): Params => [['createdBy', generic(rng, w.creators.map(String))]],
  tag: (rng: Random, w: SearchWorld): Params => [
    [
      'tag',
      list(
        rng,
        w.tags.map((t) => `${t.type}:${t.value}`),
      ),
    ],
  ],
  segment: (rng: Random, w: SearchWorld): Params => [['segment', list(rng, w.segments)]],
  // One value, or two repeated (Unleash reads `status[]` as its array; Pennant reads both spellings).
  status: (rng: Random, w: SearchWorld): Params =>
    some(rng, w.environments, 2).map((env): [string, string] => ['status[]', `${env}:${rng() < 0.5 ? 'enabled' : 'disabled'}`]),
  createdAt: (rng: Random, w: SearchWorld): Params => [
    ['createdAt', `${rng() < 0.5 ? 'IS_BEFORE' : 'IS_ON_OR_AFTER'}:${dateBetween(rng, w.createdFrom, w.createdTo)}`],
  ],
  archived: (): Params => [['archived', 'IS:true']],
  favoritesFirst: (): Params => [['favoritesFirst', 'true']],
} as const;

export type FilterName = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/** A sort: any column or environment, either order. */
function sort(rng: Random, w: SearchWorld, sortBy?: string): Params {
  const by = sortBy ?? (rng() < 0.15 ? `environment:${pick(rng, w.environments)}` : pick(rng, SORT_COLUMNS));
  return [
    ['sortBy', by],
    ['sortOrder', rng() < 0.5 ? 'asc' : 'desc'],
  ];
}

/** A page: mostly among the first few, sometimes deep (up to the whole set), of 25, 50 or 100. */
function page(rng: Random, w: SearchWorld, deep = rng() < 0.1): Params {
  const limit = pick(rng, [25, 50, 100] as const);
  const offset = deep ? Math.floor(rng() * w.flags) : limit * Math.floor(rng() * 4);
  return [
    ['offset', String(offset)],
    ['limit', String(limit)],
  ];
}

function toPath(params: Params): string {
  return `/api/admin/search/features?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/** One varied search: 0–3 filters (text in 40 % of them), any sort, any page. */
export function variedSearch(rng: Random, w: SearchWorld): string {
  const params: Params = [];
  if (rng() < 0.4) params.push(...FILTERS.text(rng, w));
  const others = FILTER_NAMES.filter((f) => f !== 'text');
  const count = Math.floor(rng() * 4);
  const chosen = new Set<FilterName>();
  while (chosen.size < count) chosen.add(pick(rng, others));
  for (const name of chosen) params.push(...FILTERS[name](rng, w));
  params.push(...sort(rng, w), ...page(rng, w));
  return toPath(params);
}

/** `count` distinct varied searches from `seed`. */
export function variedSearches(seed: number, count: number, w: SearchWorld): string[] {
  const rng = seededRandom(seed);
  const paths = new Set<string>();
  while (paths.size < count) paths.add(variedSearch(rng, w));
  return [...paths];
}

/**
 * The spec's filter combinations one at a time (text, project, state, type, createdBy, the tag
 * and segment operators, status, createdAt, archived, favourites first, every sort field, deep
 * pages), each varying its values, sort and page from request to request; and `mixed` (all of
 * them combined as `variedSearch` does).
 */
export const SEARCH_FAMILIES: Record<string, (rng: Random, w: SearchWorld) => string> = {
  ...Object.fromEntries(
    FILTER_NAMES.filter((f) => f !== 'tag' && f !== 'segment').map((f) => [
      f,
      (rng: Random, w: SearchWorld) => toPath([...FILTERS[f](rng, w), ...sort(rng, w), ...page(rng, w, false)]),
    ]),
  ),
  ...Object.fromEntries(
    LIST.flatMap((operator) => [
      [
        `tag ${operator}`,
        (rng: Random, w: SearchWorld) =>
          toPath([
            [
              'tag',
              list(
                rng,
                w.tags.map((t) => `${t.type}:${t.value}`),
                operator,
              ),
            ],
            ...sort(rng, w),
            ...page(rng, w, false),
          ]),
      ],
      [
        `segment ${operator}`,
        (rng: Random, w: SearchWorld) => toPath([['segment', list(rng, w.segments, operator)], ...sort(rng, w), ...page(rng, w, false)]),
      ],
    ]),
  ),
  ...Object.fromEntries(
    [...SORT_COLUMNS, 'environment'].map((column) => [
      `sortBy ${column}`,
      (rng: Random, w: SearchWorld) =>
        toPath([...sort(rng, w, column === 'environment' ? `environment:${pick(rng, w.environments)}` : column), ...page(rng, w, false)]),
    ]),
  ),
  'deep pages': (rng: Random, w: SearchWorld) => toPath([...sort(rng, w), ...page(rng, w, true)]),
  'text + project + status': (rng: Random, w: SearchWorld) =>
    toPath([
      ...FILTERS.text(rng, w),
      ['project', `IS:${pick(rng, w.projects)}`],
      ...FILTERS.status(rng, w),
      ...sort(rng, w),
      ...page(rng, w, false),
    ]),
  mixed: variedSearch,
};

/** `count` distinct requests of one family from `seed`. */
export function familySearches(family: string, seed: number, count: number, w: SearchWorld): string[] {
  const generate = SEARCH_FAMILIES[family];
  const rng = seededRandom(seed);
  const paths = new Set<string>();
  // A family with few possible requests (archived: sort × page) yields what it has.
  for (let tries = 0; paths.size < count && tries < count * 20; tries += 1) paths.add(generate(rng, w));
  return [...paths];
}
