import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PatResponse } from '../../commands/manage-pats/manage-pats.command';
import { ListPatsQuery } from './list-pats.query';

interface PatRowSql {
  id: number;
  user_id: number;
  description: string;
  expires_at: Date;
  created_at: Date;
}

@QueryHandler(ListPatsQuery)
export class ListPatsHandler implements IQueryHandler<ListPatsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListPatsQuery): Promise<PatResponse[]> {
    const rows = (await this.dataSource.query(
      'SELECT id, user_id, description, expires_at, created_at FROM rm_pats WHERE user_id = $1 ORDER BY id',
      [query.userId],
    )) as PatRowSql[];
    return rows.map((r) => ({
      id: r.id,
      description: r.description,
      expiresAt: r.expires_at.toISOString(),
      createdAt: r.created_at.toISOString(),
      seenAt: null,
      userId: r.user_id,
    }));
  }
}
