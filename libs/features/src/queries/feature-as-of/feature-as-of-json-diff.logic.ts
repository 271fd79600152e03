export interface Change {
  /** JSON pointer of the changed value (`/environments/0/enabled`). */
  path: string;
  from: unknown;
  to: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The leaf-level differences between two JSON values, in a stable order: objects by the union of
 * their keys, arrays by index (an added or removed element shows as a change to/from undefined).
 */
export function jsonDiff(from: unknown, to: unknown, path = ''): Change[] {
  if (Array.isArray(from) && Array.isArray(to)) {
    const changes: Change[] = [];
    for (let i = 0; i < Math.max(from.length, to.length); i += 1) changes.push(...jsonDiff(from[i], to[i], `${path}/${i}`));
    return changes;
  }
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
    return keys.flatMap((k) =>
      jsonDiff(
        Object.prototype.hasOwnProperty.call(from, k) ? from[k] : undefined,
        Object.prototype.hasOwnProperty.call(to, k) ? to[k] : undefined,
        `${path}/${escape(k)}`,
      ),
    );
  }
  return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ path: path || '/', from: from ?? null, to: to ?? null }];
}
