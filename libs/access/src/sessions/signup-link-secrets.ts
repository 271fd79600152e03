import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The secrets of public sign-up links in `auth_signup_links` (ADR 0051), by fingerprint. Admins
 * read a link again to share it, so the secret itself is kept (it can only create Viewers, and
 * only while its link is enabled and not expired). Beside the credentials: never an event, a read
 * model or an export, so a rebuild keeps it. Written before the link's event is appended; only
 * this class writes the table (the list query joins it).
 */
@Injectable()
export class SignupLinkSecrets {
  constructor(private readonly dataSource: DataSource) {}

  async keep(fingerprint: string, secret: string, now: Date): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO auth_signup_links (fingerprint, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (fingerprint) DO NOTHING',
      [fingerprint, secret, now],
    );
  }
}
