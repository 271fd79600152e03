import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Keeps the documentation honest as the code moves: the README stays a front door whose links
 * lead somewhere, every ADR is in the index, and every environment variable the code reads is
 * documented in docs/configuration.md.
 */
const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}

/** Names of environment variables the service, the projector, the CLI and the console's dev server read. */
function variablesTheCodeReads(): string[] {
  const names = new Set<string>();
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]+)/g, // env.DATABASE_URL, process.env.HOST
    /\benv\[\s*'([A-Z][A-Z0-9_]+)'\s*\]/g, // env['X']
    /\(\s*env\s*,\s*'([A-Z][A-Z0-9_]+)'/g, // integer(env, 'PORT', …)
    /\[\s*'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'\s*,\s*\d/g, // ['SEGMENT_VALUES_LIMIT', 1000]
  ];
  for (const file of [...sources(join(ROOT, 'apps')), ...sources(join(ROOT, 'libs'))]) {
    if (file.includes(`${join('apps', 'console', 'src')}`)) continue; // browser code reads no environment
    const source = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]);
  }
  names.delete('NODE_ENV');
  return [...names].sort();
}

/** Relative links of a Markdown file (`[text](path)` and `[text](path#anchor)`), absolute URLs aside. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].split('#')[0])
    .filter((target) => target.length > 0 && !/^[a-z]+:/i.test(target));
}

describe('documentation', () => {
  it('the README is a front door: under 15 kB', () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThan(15 * 1024);
  });

  it.each([
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
    'docs/adr/README.md',
  ])('%s links only to files that exist', (file) => {
    const missing = relativeLinks(read(file)).filter((target) => !existsSync(resolve(dirname(join(ROOT, file)), target)));
    expect(missing).toEqual([]);
  });

  it('every ADR is listed in the index, with its title', () => {
    const index = read('docs/adr/README.md');
    const adrs = readdirSync(join(ROOT, 'docs', 'adr')).filter((f) => /^\d{4}-.*\.md$/.test(f));
    expect(adrs.length).toBeGreaterThan(50);
    expect(adrs.filter((f) => !index.includes(`(${f})`))).toEqual([]);
  });

  it('every environment variable the code reads is documented in docs/configuration.md', () => {
    const documented = read('docs/configuration.md');
    const variables = variablesTheCodeReads();
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'SEGMENT_VALUES_LIMIT', 'SHUTDOWN_TIMEOUT_MS']));
    expect(
      variables.filter((name) => !documented.includes(`\`${name}\``)).map((name) => `${name} (${relative(ROOT, 'docs/configuration.md')})`),
    ).toEqual([]);
  });
});
