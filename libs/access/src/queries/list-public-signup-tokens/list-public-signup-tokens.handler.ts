import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ROOT_ROLES } from '../../model/root-roles';
import { ListPublicSignupTokensQuery } from './list-public-signup-tokens.query';
import type { PublicSignupTokenResponse } from './list-public-signup-tokens.response';

interface TokenRowSql {
  fingerprint: string;
  name: string;
  enabled: boolean;
  expires_at: Date;
  created_at: Date;
  created_by: string;
  root_role: number;
  users: { id: number; name: string | null; email: string | null; username: string | null }[];
}

/** The console's page for a link (apps/console/src/signup/): Unleash's `/new-user?invite=<secret>`. */
export const signupPath = (secret: string): string => `/new-user?invite=${encodeURIComponent(secret)}`;

/**
 * The links of the read model and the users who signed up through each, as they are now (a
 * deleted user is no longer listed). A link's secret was shown once, when it was created: only its
 * hash is kept (`auth_signup_links`, ADR 0051, 0060), so a link is named here by its fingerprint
 * (Unleash's `secret` field: what the routes of one link take) and has no `url`. A link whose hash
 * this database does not hold (a log imported into a fresh instance) cannot be used, and is not listed.
 */
@QueryHandler(ListPublicSignupTokensQuery)
export class ListPublicSignupTokensHandler implements IQueryHandler<ListPublicSignupTokensQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ fingerprint }: ListPublicSignupTokensQuery): Promise<PublicSignupTokenResponse[]> {
    const rows = (await this.dataSource.query(
      `SELECT t.fingerprint, t.name, t.enabled, t.expires_at, t.created_at, t.created_by, t.root_role,
              coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'username', u.username) ORDER BY tu.added_at, u.id)
                          FROM rm_public_signup_token_users tu JOIN rm_users u ON u.id = tu.user_id
                         WHERE tu.fingerprint = t.fingerprint), '[]'::json) AS users
         FROM rm_public_signup_tokens t JOIN auth_signup_links s ON s.fingerprint = t.fingerprint
        WHERE $1::text IS NULL OR t.fingerprint = $1
        ORDER BY t.created_at DESC, t.fingerprint`,
      [fingerprint],
    )) as TokenRowSql[];
    return rows.map((r) => {
      const role = ROOT_ROLES.find((x) => x.id === r.root_role) ?? ROOT_ROLES[2];
      return {
        secret: r.fingerprint,
        url: null,
        name: r.name,
        enabled: r.enabled,
        expiresAt: r.expires_at.toISOString(),
        createdAt: r.created_at.toISOString(),
        createdBy: r.created_by,
        users: r.users,
        role: { id: role.id, name: role.name, type: 'root' as const },
      };
    });
  }
}
