/**
 * The search API's filter values: `OPERATOR:value,value`. Generic filters (project, type, state,
 * createdBy) include or exclude; set filters (tag, segment) match any, all or none of the values.
 */
export const GENERIC_OPERATORS = ['IS', 'IS_NOT', 'IS_ANY_OF', 'IS_NONE_OF'] as const;
export const SET_OPERATORS = ['INCLUDE', 'DO_NOT_INCLUDE', 'INCLUDE_ALL_OF', 'INCLUDE_ANY_OF', 'EXCLUDE_IF_ANY_OF', 'EXCLUDE_ALL'] as const;
export type SetMode = 'any' | 'all' | 'none';

export interface ParsedFilter {
  operator: string;
  values: string[];
}

export function parseFilter(value: string | undefined): ParsedFilter | null {
  if (!value) return null;
  const at = value.indexOf(':');
  if (at <= 0) return null;
  const values = value
    .slice(at + 1)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return { operator: value.slice(0, at), values };
}

/** include ↔ IS / IS_ANY_OF, exclude ↔ IS_NOT / IS_NONE_OF (the one-value form for one value). */
export function formatMatchFilter(include: boolean, values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const operator = include ? (values.length === 1 ? 'IS' : 'IS_ANY_OF') : values.length === 1 ? 'IS_NOT' : 'IS_NONE_OF';
  return `${operator}:${values.join(',')}`;
}

export function isExcluding(filter: ParsedFilter | null): boolean {
  return filter?.operator === 'IS_NOT' || filter?.operator === 'IS_NONE_OF';
}

export function formatSetFilter(mode: SetMode, values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const operator = mode === 'all' ? 'INCLUDE_ALL_OF' : mode === 'none' ? 'EXCLUDE_IF_ANY_OF' : 'INCLUDE_ANY_OF';
  return `${operator}:${values.join(',')}`;
}

export function setModeOf(filter: ParsedFilter | null): SetMode {
  switch (filter?.operator) {
    case 'INCLUDE_ALL_OF':
      return 'all';
    case 'DO_NOT_INCLUDE':
    case 'EXCLUDE_IF_ANY_OF':
    case 'EXCLUDE_ALL':
      return 'none';
    default:
      return 'any';
  }
}

export type DateOperator = 'IS_ON_OR_AFTER' | 'IS_BEFORE';

export function parseDateFilter(value: string | undefined): { operator: DateOperator; date: string } | null {
  const match = /^(IS_ON_OR_AFTER|IS_BEFORE):(\d{4}-\d{2}-\d{2})$/.exec(value ?? '');
  return match ? { operator: match[1] as DateOperator, date: match[2] } : null;
}

/** `environment:enabled` items ⇄ a map environment → on/off. */
export function parseStatus(value: string | undefined): Map<string, boolean> {
  const map = new Map<string, boolean>();
  for (const item of (value ?? '').split(',')) {
    const at = item.lastIndexOf(':');
    if (at <= 0) continue;
    const state = item.slice(at + 1).trim();
    if (state === 'enabled' || state === 'disabled') map.set(item.slice(0, at).trim(), state === 'enabled');
  }
  return map;
}

export function formatStatus(map: ReadonlyMap<string, boolean>): string | undefined {
  const items = [...map].map(([environment, enabled]) => `${environment}:${enabled ? 'enabled' : 'disabled'}`);
  return items.length ? items.join(',') : undefined;
}
