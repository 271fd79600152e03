/** The validated, normalised parameters of GET /api/admin/search/features. */

export const GENERIC_OPERATORS = ['IS', 'IS_NOT', 'IS_ANY_OF', 'IS_NONE_OF'] as const;
export type GenericOperator = (typeof GENERIC_OPERATORS)[number];

export const LIST_OPERATORS = [
  'INCLUDE',
  'DO_NOT_INCLUDE',
  'INCLUDE_ALL_OF',
  'INCLUDE_ANY_OF',
  'EXCLUDE_IF_ANY_OF',
  'EXCLUDE_ALL',
] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export const DATE_OPERATORS = ['IS_BEFORE', 'IS_ON_OR_AFTER'] as const;
export type DateOperator = (typeof DATE_OPERATORS)[number];

/** `IS`/`IS_ANY_OF` keep flags whose value is listed (`include`), `IS_NOT`/`IS_NONE_OF` drop them. */
export interface MatchFilter<T> {
  include: boolean;
  values: T[];
}

/**
 * `any`: has at least one (INCLUDE, INCLUDE_ANY_OF); `none`: has none (DO_NOT_INCLUDE,
 * EXCLUDE_IF_ANY_OF); `all`: has every one (INCLUDE_ALL_OF); `not-all`: lacks at least one
 * (EXCLUDE_ALL). Values are distinct.
 */
export type SetMode = 'any' | 'none' | 'all' | 'not-all';
export interface SetFilter<T> {
  mode: SetMode;
  values: T[];
}

export interface TagValue {
  type: string;
  value: string;
}

export interface EnvironmentStatus {
  environment: string;
  enabled: boolean;
}

/** The lifecycle stages a flag moves through; an archived flag is in `archived`. */
export const LIFECYCLE_STAGES = ['initial', 'pre-live', 'live', 'completed', 'archived'] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

export type SortColumn = 'name' | 'createdAt' | 'type' | 'stale' | 'project' | 'lastSeenAt';
export type SortBy = { kind: 'column'; column: SortColumn } | { kind: 'environment'; environment: string };
export type SortOrder = 'asc' | 'desc';

export interface SearchParams {
  /** Substrings (trimmed, non-empty); a flag matches if name, description or a tag value contains any. */
  query: string[];
  project: MatchFilter<string> | null;
  type: MatchFilter<string> | null;
  /** true = stale, false = active. */
  state: MatchFilter<boolean> | null;
  createdBy: MatchFilter<number> | null;
  tag: SetFilter<TagValue> | null;
  segment: SetFilter<string> | null;
  /** OR across items; empty = no filter. */
  status: EnvironmentStatus[];
  /** `date` is YYYY-MM-DD (a real calendar date), compared at UTC midnight. */
  createdAt: { operator: DateOperator; date: string } | null;
  /** When an SDK last reported the flag, as `createdAt`; a flag never seen matches neither operator. */
  lastSeenAt: { operator: DateOperator; date: string } | null;
  /** The flag's lifecycle stage (`archived`: the archived flags, whatever `archived` says). */
  lifecycle: MatchFilter<LifecycleStage> | null;
  /** Whether the caller marked the flag a favourite. */
  favorite: MatchFilter<boolean> | null;
  archived: boolean;
  offset: number;
  limit: number;
  sortBy: SortBy;
  sortOrder: SortOrder;
  favoritesFirst: boolean;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 2_147_483_647;
/** At most this many comma-separated values in one filter, and query terms. */
export const MAX_LIST_ITEMS = 1000;
export const MAX_QUERY_TERMS = 100;
