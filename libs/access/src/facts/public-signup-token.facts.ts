import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashSecret, signupLinkFingerprint } from '../domain/secrets';

/** What the public sign-up routes ask about links (rm_public_signup_tokens, auth_signup_links; ADR 0045, 0051, 0060). */
@Injectable()
export class PublicSignupTokenFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The link of this secret exists (its whole SHA-256 is kept), is enabled and has not expired at `now`. */
  async usable(secret: string, now: Date): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM rm_public_signup_tokens t JOIN auth_signup_links s ON s.fingerprint = t.fingerprint
        WHERE t.fingerprint = $1 AND s.secret_hash = $2 AND t.enabled AND t.expires_at > $3`,
      [signupLinkFingerprint(secret), hashSecret(secret), now],
    )) as unknown[];
    return rows.length > 0;
  }
}
