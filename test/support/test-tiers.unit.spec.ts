import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Guards the test tiers of jest.config.js: a spec without a tier suffix would never run, a
 * unit spec that reaches for PostgreSQL would fail in `npm run test:unit` (which starts none),
 * and a test that reads a file outside the repository passes on one machine only.
 */
const ROOT = join(__dirname, '../..');

function files(dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, accept));
    else if (accept(entry.name)) out.push(path);
  }
  return out;
}

const specs = ['apps', 'libs', 'test'].flatMap((d) => files(join(ROOT, d), (name) => name.endsWith('.spec.ts')));
const testCode = [...specs, ...files(join(ROOT, 'test'), (name) => /\.(ts|js|mjs)$/.test(name) && !name.endsWith('.spec.ts'))];
const rel = (path: string) => relative(ROOT, path);

/** Modules that open a database or an application: the int and e2e tiers' tools (type imports aside). */
const DATABASE_IMPORTS =
  /^import (?!type\b)[^\n]*from '(pg|typeorm|[^']*\/(test-app|test-database|counting-projection|inject-events|dedicated-postgres|create-app))'/m;

describe('test tiers', () => {
  it('finds the specs', () => {
    expect(specs.length).toBeGreaterThan(100);
  });

  it('every spec names its tier (.unit, .int or .e2e), or no Jest project would run it', () => {
    expect(specs.filter((s) => !/\.(unit|int|e2e)\.spec\.ts$/.test(s)).map(rel)).toEqual([]);
  });

  it('unit specs open no database and no application', () => {
    const offenders = specs.filter((s) => s.endsWith('.unit.spec.ts') && DATABASE_IMPORTS.test(readFileSync(s, 'utf8')));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('tests read nothing outside the repository', () => {
    const outside: string[] = [];
    for (const file of testCode) {
      const source = readFileSync(file, 'utf8');
      for (const call of source.matchAll(/\b(?:join|resolve)\(\s*__dirname\s*,((?:\s*'[^']*'\s*,?)+)\)/g)) {
        const parts = [...call[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
        const target = resolve(dirname(file), ...parts);
        if (target !== ROOT && !target.startsWith(ROOT + sep)) outside.push(`${rel(file)} → ${target}`);
      }
      if (/['"`]\/work\/|shared\/spec\/|reference\/unleash-behaviors/.test(source))
        outside.push(`${rel(file)} names a path outside the repository`);
    }
    expect(outside).toEqual([]);
  });
});
