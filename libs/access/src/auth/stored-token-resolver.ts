import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { EventType, TokenKind } from '@pennant/events';
import { CLOCK, logger, type Clock, type Principal, type TokenResolver } from '@pennant/platform';
import { ProjectionRuntime } from '@pennant/projections';
import type { RolePermission } from '@pennant/events';
import { BUILT_IN_PROJECT_ROLES } from '../domain/project-roles';
import { AccessProjection } from '../projections/access.projection';
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

/**
 * Events after which the cached credentials and principals may be wrong: everything the access
 * projection applies (tokens, PATs, users, service accounts, roles, groups) and what changes
 * project memberships in the catalog projection (rm_project_access).
 */
const CREDENTIAL_EVENTS: readonly EventType[] = [
  ...new AccessProjection().handles,
  'project-deleted',
  'project-access-added',
  'project-access-user-roles-updated',
  'project-access-group-roles-updated',
  'project-access-user-roles-deleted',
  'project-access-group-roles-deleted',
  'project-user-added',
  'project-user-removed',
  'project-user-role-changed',
  'project-group-added',
  'project-group-removed',
  'project-group-role-changed',
];
/** The log is read for those events at least this often, wake-ups or not. */
const WATCH_POLL_MS = 500;
/** An API token's `seenAt` is written at most once a minute per token and node. */
const SEEN_EVERY_MS = 60_000;
const SEEN_LIMIT = 10_000;
const SEEN_SQL = `INSERT INTO api_token_seen (secret_hash, seen_at) VALUES ($1, $2)
  ON CONFLICT (secret_hash) DO UPDATE SET seen_at = greatest(api_token_seen.seen_at, excluded.seen_at)`;
const NEGATIVE_TTL_MS = 5 * 60_000;
const NEGATIVE_LIMIT = 10_000;

const CREDENTIALS_SQL = `
  SELECT secret_hash, 'api' AS kind, token_name AS name, type, environment, projects, expires_at, NULL::integer AS user_id, NULL::integer AS root_role
    FROM rm_api_tokens
  UNION ALL
  SELECT p.secret_hash, 'pat', coalesce(u.email, u.username, u.name, ''), NULL, NULL, NULL, p.expires_at, u.id, u.root_role
    FROM rm_pats p JOIN rm_users u ON u.id = p.user_id
   WHERE u.is_active`;

/** Project roles held by users, directly or through their groups, with the custom roles' permissions. */
const GRANTS_SQL = `
  SELECT a.user_id, a.project, a.role_id, r.data->'permissions' AS permissions
    FROM (SELECT project, subject_id AS user_id, role_id FROM rm_project_access WHERE subject_kind = 'user'
          UNION
          SELECT pa.project, gu.user_id, pa.role_id FROM rm_project_access pa JOIN rm_group_users gu ON gu.group_id = pa.subject_id WHERE pa.subject_kind = 'group') a
    LEFT JOIN rm_roles r ON r.id = a.role_id
   WHERE $1::integer IS NULL OR a.user_id = $1`;

interface GrantRow {
  user_id: number;
  project: string;
  role_id: number;
  permissions: RolePermission[] | null;
}

type Grants = Map<number, Record<string, RolePermission[]>>;

function toGrants(rows: readonly GrantRow[]): Grants {
  const grants: Grants = new Map();
  for (const row of rows) {
    const permissions = BUILT_IN_PROJECT_ROLES.find((r) => r.id === row.role_id)?.permissions ?? row.permissions ?? [];
    const mine = grants.get(row.user_id) ?? {};
    mine[row.project] = [...(mine[row.project] ?? []), ...permissions];
    grants.set(row.user_id, mine);
  }
  return grants;
}

/**
 * Active users and service accounts, named as the log names them (only users have passwords, so
 * only users have sessions). A deactivated user (ADR 0046) is absent, as a deleted one: no
 * principal, so their sessions end, their PATs are unknown and their open streams close.
 */
const USERS_SQL = `SELECT id, coalesce(email, username, name, '') AS name, root_role FROM rm_users WHERE is_active`;

interface UserRow {
  id: number;
  name: string;
  root_role: number;
}

/** A user acting through a PAT or a console session: their root role and project roles, nothing else. */
function userPrincipal(id: number, name: string, rootRole: number, grants: Grants): Principal {
  return {
    actor: { id, name, kind: 'user' },
    type: 'user',
    projects: ['*'],
    environment: '*',
    rootRole: rootRoleName(rootRole),
    projectPermissions: grants.get(id) ?? {},
  };
}

function toCredential(row: CredentialRow, grants: Grants): Credential {
  const hash = Buffer.from(row.secret_hash, 'hex');
  const expiresAt = row.expires_at ? row.expires_at.getTime() : null;
  if (row.kind === 'pat') return { hash, expiresAt, principal: userPrincipal(row.user_id ?? 0, row.name, row.root_role ?? 3, grants) };
  // A backend token is Unleash 8's name for a server-SDK (client) token: the same access.
  const type = row.type === null || row.type === 'backend' ? 'client' : row.type;
  return {
    hash,
    expiresAt,
    principal: {
      actor: { id: -42, name: row.name, kind: 'api-token' },
      type,
      projects: row.projects ?? [],
      environment: row.environment ?? '*',
    },
  };
}

/**
 * API tokens and PATs from their read models, cached in memory. The cache follows the log, not a
 * timer (ADR 0057): once an event that touches credentials or permissions — appended by this node
 * or any other — has been applied by its projection, every credential is loaded again
 * (`ProjectionRuntime.watch`: on the append wake-up, and at least every WATCH_POLL_MS), so a
 * token deleted, a user deactivated or a role lowered through any node stops working on every
 * node within about a second. Local commands also call `refresh()` once their projection caught
 * up. A miss asks the database for that one hash (a token created on another node is usable at
 * once) and is then remembered as unknown until the next load (at most 5 minutes). The cache is
 * keyed by the sha256 of the secret and the stored hash is confirmed with a constant-time
 * comparison. Expired → null (401), checked at every use.
 */
@Injectable()
export class StoredTokenResolver implements TokenResolver, OnModuleInit, OnModuleDestroy {
  private credentials = new Map<string, Credential>();
  /** Users and service accounts by id, as principals (console sessions act as their user, actions as their service account). */
  private users = new Map<number, Principal>();
  private readonly unknown = new Map<string, number>();
  /** When this node last wrote each API token's `seenAt` (by hash). */
  private readonly seen = new Map<string, number>();
  private loaded = false;
  private loading: Promise<void> | null = null;
  /** A load asked for while one was running: runs after it (the running one may have read before the change). */
  private reloading: Promise<void> | null = null;
  private unwatch: (() => void) | null = null;
  /** Moves when a load starts: a single lookup that a load overtook does not put what it read into the newer cache. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projections: ProjectionRuntime,
  ) {}

  /** Follows the log from here on (before the first request: what came before is the first load). */
  onModuleInit(): void {
    this.unwatch = this.projections.watch(CREDENTIAL_EVENTS, () => this.refresh(), { pollMs: WATCH_POLL_MS });
  }

  onModuleDestroy(): void {
    this.unwatch?.();
    this.unwatch = null;
  }

  async resolve(secret: string): Promise<Principal | null> {
    const candidate = createHash('sha256').update(secret, 'utf8').digest();
    const key = candidate.toString('hex');
    const now = await this.fresh();
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
    if (credential.principal.actor.kind === 'api-token') this.markSeen(key, now);
    return credential.principal;
  }

  /**
   * Unleash's `seenAt`: when an API token was last used. Throttled (one write per token a minute
   * on each node, not one per request) and off the request's path: the write is not awaited and a
   * failure only leaves `seenAt` older. Usage data, not an event (as SDK metrics).
   */
  private markSeen(key: string, now: number): void {
    const last = this.seen.get(key);
    if (last !== undefined && now - last < SEEN_EVERY_MS && now >= last) return;
    if (this.seen.size >= SEEN_LIMIT) this.seen.delete(this.seen.keys().next().value as string);
    this.seen.delete(key);
    this.seen.set(key, now);
    this.dataSource
      .query(SEEN_SQL, [key, new Date(now)])
      .catch((error: unknown) => logger.warn('token seenAt not recorded', { error: String(error) }));
  }

  /**
   * The principal of a user (for a console session): their current root role and project roles,
   * null once the user is deleted or deactivated. Reloads as `resolve` does; a user created on another node is
   * looked up at once.
   */
  async userPrincipal(userId: number): Promise<Principal | null> {
    await this.fresh();
    const known = this.users.get(userId);
    if (known) return known;
    const generation = this.generation;
    const rows = (await this.dataSource.query(`${USERS_SQL} AND id = $1`, [userId])) as UserRow[];
    if (rows.length === 0) return null;
    const grants = toGrants((await this.dataSource.query(GRANTS_SQL, [userId])) as GrantRow[]);
    const principal = userPrincipal(rows[0].id, rows[0].name, rows[0].root_role, grants);
    if (generation === this.generation) this.users.set(userId, principal);
    return principal;
  }

  /** Loads on first use (later loads follow the log); returns the time now. */
  private async fresh(): Promise<number> {
    if (!this.loaded) await this.refresh();
    return this.clock.now().getTime();
  }

  /**
   * Reloads every credential; concurrent callers share one load. A call while a load runs gets
   * the next one (started once the running one ends), so what it waits for was read after the call.
   * Clears the unknown-secret cache.
   */
  refresh(): Promise<void> {
    if (this.loading) {
      this.reloading ??= this.loading
        .catch(() => undefined)
        .then(() => {
          this.reloading = null;
          return this.refresh();
        });
      return this.reloading;
    }
    this.loading = this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    this.generation += 1;
    const rows = (await this.dataSource.query(CREDENTIALS_SQL)) as CredentialRow[];
    const grants = toGrants((await this.dataSource.query(GRANTS_SQL, [null])) as GrantRow[]);
    const users = (await this.dataSource.query(USERS_SQL)) as UserRow[];
    this.credentials = new Map(rows.map((row) => [row.secret_hash, toCredential(row, grants)]));
    this.users = new Map(users.map((u) => [u.id, userPrincipal(u.id, u.name, u.root_role, grants)]));
    this.unknown.clear();
    this.loaded = true;
  }

  private async lookup(key: string): Promise<Credential | null> {
    const generation = this.generation;
    const rows = (await this.dataSource.query(`SELECT * FROM (${CREDENTIALS_SQL}) c WHERE c.secret_hash = $1`, [key])) as CredentialRow[];
    if (rows.length === 0) return null;
    const grants =
      rows[0].user_id === null ? new Map() : toGrants((await this.dataSource.query(GRANTS_SQL, [rows[0].user_id])) as GrantRow[]);
    const credential = toCredential(rows[0], grants);
    if (generation === this.generation) this.credentials.set(key, credential);
    return credential;
  }

  private rememberUnknown(key: string, until: number): void {
    if (this.unknown.size >= NEGATIVE_LIMIT) this.unknown.delete(this.unknown.keys().next().value as string);
    this.unknown.set(key, until);
  }
}
