import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminOperations, consoleCalls, type Operation } from './route-coverage/console-calls';
import { NOT_CALLED } from './route-coverage/exclusions';

/**
 * Issue 29's "done means": every route family of docs/openapi.json that an administrator uses has
 * a screen. Every admin operation (under /api/admin, /auth/…, /logout) is either called by the
 * console's sources through the typed client or listed, with its reason, in
 * route-coverage/exclusions.ts (ADR 0048).
 */
const ROOT = join(__dirname, '..', '..');
const operations = adminOperations(
  JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8')) as Parameters<typeof adminOperations>[0],
);
const calls = consoleCalls(join(ROOT, 'apps', 'console', 'src'));

/** "Family: METHOD path" lines, grouped by family (the operation's tag). */
function byFamily(list: Operation[]): string {
  const families = new Map<string, Operation[]>();
  for (const operation of list) {
    const family = operations.get(operation) ?? 'unknown';
    families.set(family, [...(families.get(family) ?? []), operation]);
  }
  return [...families.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([family, ops]) => `${family}:\n${ops.map((op) => `  ${op}`).join('\n')}`)
    .join('\n');
}

describe('console route coverage', () => {
  it('finds the operations and the console calls it checks', () => {
    expect(operations.size).toBeGreaterThan(150);
    expect(calls.get('GET /api/admin/search/features')).toBeDefined();
    expect(calls.get('POST /auth/simple/login')).toEqual(['features/auth/sign-in-page.tsx', 'features/auth/signup-api.ts']);
    expect(calls.get('GET /api/admin/events/stream')).toEqual(['features/history/use-live-events.ts']);
    // A conditional path counts both of its operations.
    expect(calls.get('POST /api/admin/signal-endpoints/{id}/on')).toBeDefined();
    expect(calls.get('POST /api/admin/signal-endpoints/{id}/off')).toBeDefined();
  });

  it('every admin operation is called by the console or excluded with a reason', () => {
    const uncovered = [...operations.keys()].filter((operation) => !calls.has(operation) && NOT_CALLED[operation] === undefined);
    expect(
      uncovered.length === 0
        ? ''
        : `Admin operations with no screen and no reason (add a screen, or an entry to test/console/route-coverage/exclusions.ts):\n${byFamily(uncovered)}`,
    ).toBe('');
  });

  it('the exclusions name only operations of the document that the console does not call', () => {
    const listed = Object.keys(NOT_CALLED) as Operation[];
    expect(listed.filter((operation) => !operations.has(operation))).toEqual([]);
    // Every entry must be uncalled: an operation the console calls has its screen.
    expect(byFamily(listed.filter((operation) => calls.has(operation)))).toBe('');
    for (const operation of listed)
      expect({ operation, reason: (NOT_CALLED[operation] ?? '').length > 10 }).toEqual({ operation, reason: true });
  });

  it('the console calls nothing the document does not publish', () => {
    expect([...calls.keys()].filter((operation) => !operations.has(operation))).toEqual([]);
  });
});
