import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const SOURCES = join(ROOT, 'apps', 'console');
export const CONSOLE_DIST = join(ROOT, 'dist', 'console');
const LOCK = join(ROOT, 'dist', '.console-build.lock');

function newestSource(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestSource(path) : stat.mtimeMs);
  }
  return newest;
}

function isFresh(): boolean {
  const index = join(CONSOLE_DIST, 'index.html');
  return existsSync(index) && statSync(index).mtimeMs >= newestSource(SOURCES);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/**
 * (NODE_ENV is Jest's `test` here; the build must be the production one that `npm run build` makes.)
 * The browser tests run against the built console (CI builds it before `npm test`); a developer
 * who changed the console's sources gets a fresh build here, once, whichever test file asks first.
 */
export async function ensureConsoleBuilt(): Promise<void> {
  if (isFresh()) return;
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      await sleep(250);
      if (isFresh()) return;
    }
  }
  try {
    if (!isFresh())
      execFileSync(
        process.execPath,
        [
          join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
          'build',
          '--config',
          join(SOURCES, 'vite.config.mts'),
          '--logLevel',
          'error',
        ],
        { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
      );
  } finally {
    rmdirSync(LOCK);
  }
}
