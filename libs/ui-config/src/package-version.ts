import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The service's version: `version` of the nearest package.json named `pennant` above this file
 * (the same lookup works from the sources and from the build output).
 */
export function packageVersion(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'pennant' && typeof pkg.version === 'string') return pkg.version;
    }
    if (dirname(dir) === dir) return '0.0.0';
  }
}
