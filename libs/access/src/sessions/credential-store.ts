import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Password hashes by user id, in `auth_credentials` — outside the event log, the read models and
 * every export (ADR 0030). Only this class reads or writes the table.
 */
@Injectable()
export class CredentialStore {
  constructor(private readonly dataSource: DataSource) {}

  async hashOf(userId: number): Promise<string | null> {
    const rows = (await this.dataSource.query('SELECT password_hash FROM auth_credentials WHERE user_id = $1', [userId])) as {
      password_hash: string;
    }[];
    return rows[0]?.password_hash ?? null;
  }

  /** Whether the user has a password of their own (one they could change). */
  async has(userId: number): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM auth_credentials WHERE user_id = $1', [userId])) as unknown[];
    return rows.length > 0;
  }

  async set(userId: number, passwordHash: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth_credentials (user_id, password_hash, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = now()`,
      [userId, passwordHash],
    );
  }

  /** Stores a first password unless the user has one already; whether this one was stored. */
  async setIfNone(userId: number, passwordHash: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'INSERT INTO auth_credentials (user_id, password_hash) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
      [userId, passwordHash],
    )) as unknown[];
    return rows.length > 0;
  }

  async remove(userId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM auth_credentials WHERE user_id = $1', [userId]);
  }

  /** Whether anybody can sign in with a password yet (first start of a database). */
  async anyone(): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM auth_credentials LIMIT 1')) as unknown[];
    return rows.length > 0;
  }
}
