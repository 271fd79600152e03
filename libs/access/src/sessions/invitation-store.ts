import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { CLOCK, type Clock, type PennantConfig } from '@pennant/platform';

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/**
 * Invitation and password-reset links in `auth_invitations` (ADR 0047): a random 256-bit token
 * shown once, its SHA-256 stored, one live link per user, usable once and until it expires
 * (`INVITE_LINK_HOURS`). Credential material: never an event, a read model or an export. Only
 * this class reads or writes the table.
 */
@Injectable()
export class InvitationStore {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  /** A new link's token for the user; an earlier link of the user stops working. */
  async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.signIn.inviteLinkHours * 3_600_000);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM auth_invitations WHERE user_id = $1', [userId]);
      await manager.query('INSERT INTO auth_invitations (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        hashOf(token),
        userId,
        now,
        expiresAt,
      ]);
    });
    return { token, expiresAt };
  }

  /** The user of a live link (not used, replaced or expired), or null; the link stays usable. */
  async userOf(token: string): Promise<number | null> {
    const rows = (await this.dataSource.query('SELECT user_id FROM auth_invitations WHERE token_hash = $1 AND expires_at > $2', [
      hashOf(token),
      this.clock.now(),
    ])) as { user_id: number }[];
    return rows[0]?.user_id ?? null;
  }

  /**
   * Uses up a live link: its user, or null when it is unknown, used, replaced or expired. The
   * DELETE decides, so two requests with the same link cannot both succeed.
   */
  async consume(token: string): Promise<number | null> {
    const rows = (await this.dataSource.query(
      'WITH used AS (DELETE FROM auth_invitations WHERE token_hash = $1 RETURNING user_id, expires_at) SELECT user_id, expires_at FROM used',
      [hashOf(token)],
    )) as { user_id: number; expires_at: Date }[];
    const row = rows[0];
    return row && row.expires_at.getTime() > this.clock.now().getTime() ? row.user_id : null;
  }

  /** Every link of the user stops working (the user was deleted or set a password another way). */
  async revokeAllOf(userId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM auth_invitations WHERE user_id = $1', [userId]);
  }
}
