/**
 * A readable difference between an event's `preData` and `data`: every leaf that was added,
 * removed or changed, named by its path (`strategies[0].parameters.rollout`). Items of a list
 * that carry an `id` or a `name` are matched by it, so reordering a list does not read as
 * everything changing. Pure; the timeline renders the rows.
 */
export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffRow {
  path: string;
  kind: DiffKind;
  before?: string;
  after?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list item's key: its id or name when it has one (scalar items are matched by index). */
function itemKey(item: Json, index: number): string {
  if (isObject(item)) {
    if (typeof item.id === 'string' || typeof item.id === 'number') return `[id=${item.id}]`;
    if (typeof item.name === 'string') return `[${item.name}]`;
  }
  return `[${index}]`;
}

/** Every leaf under `value` by path; empty objects and lists are leaves themselves. */
export function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value) && value.length > 0) {
    (value as Json[]).forEach((item, index) => flatten(item, `${prefix}${itemKey(item, index)}`, into));
  } else if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(prefix || '(value)', typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** The rows of `before → after`, in the order of the paths (the event's own field order). */
export function diffEvent(before: unknown, after: unknown): DiffRow[] {
  const a = before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const b = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const rows: DiffRow[] = [];
  for (const [path, value] of a) {
    if (!b.has(path)) rows.push({ path, kind: 'removed', before: value });
    else if (b.get(path) !== value) rows.push({ path, kind: 'changed', before: value, after: b.get(path) });
  }
  for (const [path, value] of b) if (!a.has(path)) rows.push({ path, kind: 'added', after: value });
  const order = [...new Set([...b.keys(), ...a.keys()])];
  return rows.sort((x, y) => order.indexOf(x.path) - order.indexOf(y.path));
}
