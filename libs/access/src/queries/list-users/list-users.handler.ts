import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListUsersQuery, type UserResponse } from './list-users.query';

interface UserRowSql {
  id: number;
  name: string | null;
  email: string | null;
  username: string | null;
  root_role: number;
  created_at: Date;
}

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListUsersQuery): Promise<UserResponse[]> {
    const rows = (await this.dataSource.query('SELECT * FROM rm_users WHERE $1::integer IS NULL OR id = $1 ORDER BY id', [query.id])) as UserRowSql[];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      username: r.username,
      imageUrl: null,
      seenAt: null,
      loginAttempts: 0,
      createdAt: r.created_at.toISOString(),
      rootRole: r.root_role,
      isAPI: false,
      accountType: 'User',
    }));
  }
}
