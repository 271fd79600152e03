import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Operation = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Admin operations of docs/openapi.json (paths under /api/admin, /auth/…, /logout), each with its family (first tag). */
export function adminOperations(document: { paths: Record<string, Record<string, { tags?: string[] }>> }): Map<Operation, string> {
  const operations = new Map<Operation, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/') && !path.startsWith('/auth/') && !path.startsWith('/invite/') && path !== '/logout') continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation)
        operations.set(`${method.toUpperCase()} ${path}` as Operation, operation.tags?.[0] ?? path.split('/').slice(0, 4).join('/'));
    }
  }
  return operations;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.gen\.ts$|\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What the console's sources call: every `api(method, path)` / `apiRecorded(method, path)` of the
 * typed client (each path literal of the path argument, so `on ? '/…/on' : '/…/off'` counts both),
 * the raw `request('METHOD', AUTH_PATHS.x)` calls of sign-in and sign-out, and the plain GET URLs
 * the browser opens itself (the live stream's EventSource, download links): `` `/api/admin/…${…}` ``.
 * Returns each operation with the files that call it.
 */
export function consoleCalls(root: string): Map<Operation, string[]> {
  const calls = new Map<Operation, string[]>();
  const add = (operation: Operation, file: string) => calls.set(operation, [...(calls.get(operation) ?? []), file]);
  const files = sourceFiles(root);
  const authPaths = new Map<string, string>();
  for (const file of files) {
    const declared = /AUTH_PATHS = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'));
    for (const [, name, path] of declared ? declared[1].matchAll(/(\w+): '([^']+)'/g) : []) authPaths.set(name, path);
  }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file);
    for (const [, method, argument] of text.matchAll(/\b(?:api|apiRecorded)\(\s*'(get|post|put|patch|delete)'\s*,\s*([^,]*)/g)) {
      for (const [, path] of argument.matchAll(/'(\/[^']*)'/g)) add(`${method.toUpperCase()} ${path}` as Operation, name);
    }
    for (const [, method, key] of text.matchAll(
      /\brequest(?:Recorded)?(?:<[^(]*>)?\(\s*'(GET|POST|PUT|PATCH|DELETE)'\s*,\s*AUTH_PATHS\.(\w+)/g,
    )) {
      const path = authPaths.get(key);
      if (path) add(`${method} ${path}` as Operation, name);
    }
    for (const [, path] of text.matchAll(/`(\/api\/admin\/[^`$?]*)/g)) add(`GET ${path}` as Operation, name);
  }
  return calls;
}
