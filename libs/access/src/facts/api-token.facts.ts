import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What commands ask about API tokens and PATs (rm_api_tokens, rm_pats; ADR 0045). */
@Injectable()
export class ApiTokenFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** How many API tokens exist (the resource limit's count; concurrent creates may each see one fewer, ADR 0031). */
  async count(): Promise<number> {
    return ((await this.dataSource.query('SELECT count(*)::int AS n FROM rm_api_tokens')) as { n: number }[])[0].n;
  }

  /** A PAT has this id: ids are global but each user's PATs are their own stream, so a taken id shows only here. */
  async patIdTaken(id: number): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_pats WHERE id = $1', [id])) as unknown[]).length > 0;
  }

  /** The secret hash of the one API token whose hash starts with this fingerprint; null when none or (as good as impossible) two share it. */
  async secretHashWithFingerprint(fingerprint: string): Promise<string | null> {
    const rows = (await this.dataSource.query('SELECT secret_hash FROM rm_api_tokens WHERE left(secret_hash, length($1)) = $1 LIMIT 2', [
      fingerprint,
    ])) as { secret_hash: string }[];
    return rows.length === 1 ? rows[0].secret_hash : null;
  }

  /**
   * The secret hash of the one API token listed with this masked secret (`<scope>.<4 hex>…`, what
   * the token list shows and Unleash's UI sends back to delete a token); null when none or two
   * share it (then the token is named by its fingerprint instead).
   */
  async secretHashWithDisplaySecret(displaySecret: string): Promise<string | null> {
    const rows = (await this.dataSource.query('SELECT secret_hash FROM rm_api_tokens WHERE display_secret = $1 LIMIT 2', [
      displaySecret,
    ])) as { secret_hash: string }[];
    return rows.length === 1 ? rows[0].secret_hash : null;
  }
}
