import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashSecret } from '../domain/secrets';

/**
 * The secrets of public sign-up links in `auth_signup_links` (ADR 0051, 0060), by fingerprint:
 * only their SHA-256, like every credential the API creates — the secret itself is shown once, in
 * the create answer. Beside the credentials: never an event, a read model or an export, so a
 * rebuild keeps it. Written before the link's event is appended; only this class writes the table.
 */
@Injectable()
export class SignupLinkSecrets {
  constructor(private readonly dataSource: DataSource) {}

  async keep(fingerprint: string, secret: string, now: Date): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO auth_signup_links (fingerprint, secret_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (fingerprint) DO NOTHING',
      [fingerprint, hashSecret(secret), now],
    );
  }
}
