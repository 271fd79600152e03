import { createHash, timingSafeEqual } from 'node:crypto';
import type { Principal } from '@pennant/kernel';
import type { TokenResolver } from './principal-ports';

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/**
 * Admin tokens given by configuration (INIT_ADMIN_API_TOKENS), compared in constant time.
 * Each token is its own actor in the log: the first is `admin`, the next `admin-2`, `admin-3`…
 * (user id -42 like every admin token), so four-eyes rules can tell two operators apart.
 */
export class BootstrapTokenResolver implements TokenResolver {
  private readonly hashes: Buffer[];

  constructor(
    secrets: readonly string[],
    private readonly next: TokenResolver | null = null,
  ) {
    this.hashes = secrets.map(hashSecret);
  }

  async resolve(secret: string): Promise<Principal | null> {
    const candidate = hashSecret(secret);
    let found = -1;
    this.hashes.forEach((hash, index) => {
      if (timingSafeEqual(hash, candidate) && found < 0) found = index;
    });
    if (found >= 0) {
      const name = found === 0 ? 'admin' : `admin-${found + 1}`;
      return { actor: { id: -42, name, kind: 'api-token' }, type: 'admin', projects: ['*'], environment: '*' };
    }
    return this.next ? this.next.resolve(secret) : null;
  }
}
