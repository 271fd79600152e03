import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { loadChangeRequests, type ChangeRequestView } from '../change-request.response';
import { OpenChangeRequestsQuery } from './open-change-requests.query';

@QueryHandler(OpenChangeRequestsQuery)
export class OpenChangeRequestsHandler implements IQueryHandler<OpenChangeRequestsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ project, callerKey }: OpenChangeRequestsQuery): Promise<ChangeRequestView[]> {
    return loadChangeRequests(
      this.dataSource,
      `cr.project = $1
       AND (cr.state IN ('In review', 'Approved', 'Scheduled') OR (cr.state = 'Draft' AND cr.author_key = $2))
       AND EXISTS (SELECT 1 FROM rm_change_request_config c WHERE c.project = cr.project AND c.environment = cr.environment AND c.enabled)`,
      [project, callerKey],
    );
  }
}
