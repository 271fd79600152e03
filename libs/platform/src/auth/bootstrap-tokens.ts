import { createHash, timingSafeEqual } from 'node:crypto';
import type { Principal, TokenResolver } from './principal';

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Admin tokens given by configuration (INIT_ADMIN_API_TOKENS), compared in constant time. */
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
    let found = false;
    for (const hash of this.hashes) found = timingSafeEqual(hash, candidate) || found;
    if (found) {
      return { actor: { id: -42, name: 'admin', kind: 'api-token' }, type: 'admin', projects: ['*'], environment: '*' };
    }
    return this.next ? this.next.resolve(secret) : null;
  }
}
