import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { avatarUrl } from '@pennant/platform';
import { ListServiceAccountsQuery, ListUsersQuery, type ServiceAccountResponse, type UserResponse } from './list-users.query';

interface UserRowSql {
  id: number;
  name: string | null;
  email: string | null;
  username: string | null;
  root_role: number;
  created_at: Date;
  is_active: boolean;
}

/** The avatar every answer shows for this person: seeded as their name is in the log (email, username, name). */
const imageOf = (r: UserRowSql): string => avatarUrl(r.email ?? r.username ?? r.name ?? String(r.id));

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListUsersQuery): Promise<UserResponse[]> {
    const rows = (await this.dataSource.query(
      'SELECT * FROM rm_users WHERE NOT is_service AND ($1::integer IS NULL OR id = $1) ORDER BY id',
      [query.id],
    )) as UserRowSql[];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      username: r.username,
      imageUrl: imageOf(r),
      seenAt: null,
      loginAttempts: 0,
      createdAt: r.created_at.toISOString(),
      rootRole: r.root_role,
      isAPI: false,
      accountType: 'User',
      isActive: r.is_active,
    }));
  }
}

@QueryHandler(ListServiceAccountsQuery)
export class ListServiceAccountsHandler implements IQueryHandler<ListServiceAccountsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListServiceAccountsQuery): Promise<ServiceAccountResponse[]> {
    const rows = (await this.dataSource.query(
      `SELECT u.*, coalesce(json_agg(json_build_object('id', p.id, 'description', p.description, 'expiresAt', p.expires_at, 'createdAt', p.created_at) ORDER BY p.id)
                FILTER (WHERE p.id IS NOT NULL), '[]') AS tokens
         FROM rm_users u LEFT JOIN rm_pats p ON p.user_id = u.id
        WHERE u.is_service AND ($1::integer IS NULL OR u.id = $1) GROUP BY u.id ORDER BY u.id`,
      [query.id],
    )) as (UserRowSql & { tokens: { id: number; description: string; expiresAt: string; createdAt: string }[] })[];
    const iso = (value: string) => new Date(value).toISOString();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username ?? '',
      imageUrl: imageOf(r),
      createdAt: r.created_at.toISOString(),
      rootRole: r.root_role,
      isAPI: false,
      accountType: 'Service Account',
      tokens: r.tokens.map((t) => ({ id: t.id, description: t.description, expiresAt: iso(t.expiresAt), createdAt: iso(t.createdAt) })),
    }));
  }
}
