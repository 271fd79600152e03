import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Unleash's own admin UI, as the `unleash-server` package ships it (`frontend/build`), fetched at
 * test time with `npm pack` (ADR 0059). It is AGPL: it lives only in this cache, outside the
 * tracked files (node_modules/ is git-ignored and never packed), and is never served by Pennant.
 */
export const UNLEASH_SERVER_VERSION = '8.2.0';

const ROOT = resolve(__dirname, '..', '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'unleash-ui');
const TARGET = join(CACHE, `unleash-server-${UNLEASH_SERVER_VERSION}`);
const BUILD = join(TARGET, 'package', 'frontend', 'build');
const LOCK = join(CACHE, '.fetch.lock');
/** A lock older than this was left by a run that died while fetching. */
const STALE_LOCK_MS = 5 * 60_000;

function ready(): boolean {
  return existsSync(join(BUILD, 'index.html'));
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function fetchPackage(): void {
  const work = join(CACHE, `.work-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    // The registry's tarball, as npm itself would install it (the npm cache makes a second fetch local).
    execFileSync('npm', ['pack', `unleash-server@${UNLEASH_SERVER_VERSION}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 180_000,
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack unleash-server@${UNLEASH_SERVER_VERSION} left no tarball`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    // Only the UI build is needed; the server's code is never unpacked.
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', unpacked, 'package/frontend/build'], { stdio: 'inherit' });
    rmSync(TARGET, { recursive: true, force: true });
    renameSync(unpacked, TARGET);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The directory of the UI build (its index.html and static/), fetched once per machine; test
 * files running at the same time wait for the one that fetches.
 */
export async function ensureUnleashUi(): Promise<string> {
  if (ready()) return BUILD;
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (ready()) return BUILD;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmdirSync(LOCK);
      } catch {
        // removed meanwhile
      }
      await sleep(250);
    }
  }
  try {
    if (!ready()) fetchPackage();
  } finally {
    rmdirSync(LOCK);
  }
  if (!ready()) throw new Error(`the UI build of unleash-server@${UNLEASH_SERVER_VERSION} is missing from ${BUILD}`);
  return BUILD;
}
