import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { loadChangeRequests, type ChangeRequestView } from '../change-request.response';
import { ListChangeRequestsQuery } from './list-change-requests.query';

@QueryHandler(ListChangeRequestsQuery)
export class ListChangeRequestsHandler implements IQueryHandler<ListChangeRequestsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  /** Null for a project that does not exist (the route answers 404). */
  async execute({ project, callerKey, state, limit, offset }: ListChangeRequestsQuery): Promise<ChangeRequestView[] | null> {
    const exists = (await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1', [project])) as unknown[];
    if (exists.length === 0) return null;
    return loadChangeRequests(
      this.dataSource,
      `cr.id IN (SELECT id FROM rm_change_requests
                  WHERE project = $1 AND ($2::text IS NULL OR state = $2) AND (state <> 'Draft' OR author_key = $3)
                  ORDER BY id DESC LIMIT $4 OFFSET $5)`,
      [project, state, callerKey, limit, offset],
    );
  }
}
