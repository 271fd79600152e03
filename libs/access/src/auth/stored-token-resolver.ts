import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TokenKind } from '@pennant/events';
import { CLOCK, logger, type Clock, type Principal, type TokenResolver } from '@pennant/platform';
import { rootRoleName } from '../domain/root-roles';

/** One stored credential as the cache keeps it (an API token or a PAT joined with its user). */
interface Credential {
  hash: Buffer;
  expiresAt: number | null;
  principal: Principal;
}

interface CredentialRow {
  secret_hash: string;
  kind: 'api' | 'pat';
  name: string;
  type: TokenKind | null;
  environment: string | null;
  projects: string[] | null;
  expires_at: Date | null;
  user_id: number | null;
  root_role: number | null;
}

const REFRESH_MS = 60_000;
const NEGATIVE_TTL_MS = 5 * 60_000;
const NEGATIVE_LIMIT = 10_000;

const CREDENTIALS_SQL = `
  SELECT secret_hash, 'api' AS kind, token_name AS name, type, environment, projects, expires_at, NULL::integer AS user_id, NULL::integer AS root_role
    FROM rm_api_tokens
  UNION ALL
  SELECT p.secret_hash, 'pat', coalesce(u.email, u.username, u.name, ''), NULL, NULL, NULL, p.expires_at, u.id, u.root_role
    FROM rm_pats p JOIN rm_users u ON u.id = p.user_id`;

function toCredential(row: CredentialRow): Credential {
  const hash = Buffer.from(row.secret_hash, 'hex');
  const expiresAt = row.expires_at ? row.expires_at.getTime() : null;
  if (row.kind === 'pat') {
    const principal: Principal = {
      actor: { id: row.user_id ?? 0, name: row.name, kind: 'user' },
      type: 'user',
      projects: ['*'],
      environment: '*',
      rootRole: rootRoleName(row.root_role ?? 3),
    };
    return { hash, expiresAt, principal };
  }
  const type = row.type ?? 'client';
  return { hash, expiresAt, principal: { actor: { id: -42, name: row.name, kind: 'api-token' }, type, projects: row.projects ?? [], environment: row.environment ?? '*' } };
}

/**
 * API tokens and PATs from their read models, cached in memory: reloaded every minute and right
 * after a local write (`refresh()`, called by the handlers once the projection caught up). A miss
 * asks the database for that one hash (a token created on another node is usable at once) and
 * is then remembered as unknown for 5 minutes. The cache is keyed by the sha256 of the secret and
 * the stored hash is confirmed with a constant-time comparison. Expired → null (401).
 */
@Injectable()
export class StoredTokenResolver implements TokenResolver, OnModuleDestroy {
  private credentials = new Map<string, Credential>();
  private readonly unknown = new Map<string, number>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.timer = setInterval(() => void this.refresh().catch((error: unknown) => logger.warn('token cache refresh failed', { error: String(error) })), REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async resolve(secret: string): Promise<Principal | null> {
    const candidate = createHash('sha256').update(secret, 'utf8').digest();
    const key = candidate.toString('hex');
    const now = this.clock.now().getTime();
    if (now - this.loadedAt > REFRESH_MS) await this.refresh();
    let credential = this.credentials.get(key) ?? null;
    if (!credential) {
      const until = this.unknown.get(key);
      if (until !== undefined && until > now) return null;
      credential = await this.lookup(key);
      if (!credential) {
        this.rememberUnknown(key, now + NEGATIVE_TTL_MS);
        return null;
      }
    }
    if (!timingSafeEqual(credential.hash, candidate)) return null;
    if (credential.expiresAt !== null && credential.expiresAt <= now) return null;
    return credential.principal;
  }

  /** Reloads every credential; concurrent callers share one load. Clears the unknown-secret cache. */
  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const rows = (await this.dataSource.query(CREDENTIALS_SQL)) as CredentialRow[];
    this.credentials = new Map(rows.map((row) => [row.secret_hash, toCredential(row)]));
    this.unknown.clear();
    this.loadedAt = this.clock.now().getTime();
  }

  private async lookup(key: string): Promise<Credential | null> {
    const rows = (await this.dataSource.query(`SELECT * FROM (${CREDENTIALS_SQL}) c WHERE c.secret_hash = $1`, [key])) as CredentialRow[];
    if (rows.length === 0) return null;
    const credential = toCredential(rows[0]);
    this.credentials.set(key, credential);
    return credential;
  }

  private rememberUnknown(key: string, until: number): void {
    if (this.unknown.size >= NEGATIVE_LIMIT) this.unknown.delete(this.unknown.keys().next().value as string);
    this.unknown.set(key, until);
  }
}
