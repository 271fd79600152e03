import { Query } from '@nestjs/cqrs';
import type { PublicSignupTokenResponse } from './list-public-signup-tokens.response';

/** Every public sign-up link, newest first, or only the one with `fingerprint` (empty when unknown). */
export class ListPublicSignupTokensQuery extends Query<PublicSignupTokenResponse[]> {
  constructor(readonly fingerprint: string | null = null) {
    super();
  }
}
