import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What the public sign-up routes ask about links (rm_public_signup_tokens; ADR 0045, 0051). */
@Injectable()
export class PublicSignupTokenFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The link with this fingerprint exists, is enabled and has not expired at `now`. */
  async usable(fingerprint: string, now: Date): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM rm_public_signup_tokens WHERE fingerprint = $1 AND enabled AND expires_at > $2',
      [fingerprint, now],
    )) as unknown[];
    return rows.length > 0;
  }
}
