import { Query } from '@nestjs/cqrs';
import type { PublicSignupTokenResponse } from './public-signup-token.responses';

/**
 * Every public sign-up link, newest first, or only the one with `fingerprint` (empty when
 * unknown). `origin` is where the caller reached the service: each link's `url` points there.
 */
export class ListPublicSignupTokensQuery extends Query<PublicSignupTokenResponse[]> {
  constructor(
    readonly origin: string,
    readonly fingerprint: string | null = null,
  ) {
    super();
  }
}
