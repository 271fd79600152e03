import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { CLOCK, type Clock, type PennantConfig } from '@pennant/platform';

/** Last-seen times are written at most this often per session (idle expiry needs no more). */
const TOUCH_MS = 60_000;

const hashOf = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

interface SessionRow {
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
}

/**
 * Console sessions in `auth_sessions` (ADR 0030): a random 256-bit secret in the cookie, its
 * SHA-256 in the table; an idle limit and an absolute limit; shared by every API node, so a
 * sign-out or a password change ends the session everywhere at the next request.
 */
@Injectable()
export class SessionStore {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  /** A new session for the user: the cookie value and when the session ends at the latest. */
  async create(userId: number): Promise<{ secret: string; expiresAt: Date }> {
    const secret = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.signIn.sessionMaxHours * 3_600_000);
    await this.dataSource.query(
      'INSERT INTO auth_sessions (secret_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
      [hashOf(secret), userId, now, expiresAt],
    );
    return { secret, expiresAt };
  }

  /** The user of a live session (not past either limit), or null; marks it used. */
  async userOf(secret: string): Promise<number | null> {
    const key = hashOf(secret);
    const rows = (await this.dataSource.query('SELECT user_id, last_seen_at, expires_at FROM auth_sessions WHERE secret_hash = $1', [
      key,
    ])) as SessionRow[];
    const row = rows[0];
    if (!row) return null;
    const now = this.clock.now().getTime();
    const idleUntil = row.last_seen_at.getTime() + this.config.signIn.sessionIdleMinutes * 60_000;
    if (now >= row.expires_at.getTime() || now >= idleUntil) {
      await this.dataSource.query('DELETE FROM auth_sessions WHERE secret_hash = $1', [key]);
      return null;
    }
    if (now - row.last_seen_at.getTime() >= TOUCH_MS)
      await this.dataSource.query('UPDATE auth_sessions SET last_seen_at = $2 WHERE secret_hash = $1', [key, new Date(now)]);
    return row.user_id;
  }

  async end(secret: string): Promise<void> {
    await this.dataSource.query('DELETE FROM auth_sessions WHERE secret_hash = $1', [hashOf(secret)]);
  }

  /** Ends every session of a user (password changed, user deleted), except the one named. */
  async endAllOf(userId: number, except: string | null = null): Promise<void> {
    await this.dataSource.query('DELETE FROM auth_sessions WHERE user_id = $1 AND secret_hash IS DISTINCT FROM $2', [
      userId,
      except === null ? null : hashOf(except),
    ]);
  }
}
