import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { loadChangeRequests, type ChangeRequestView } from '../change-request.response';
import { GetChangeRequestQuery } from './get-change-request.query';

@QueryHandler(GetChangeRequestQuery)
export class GetChangeRequestHandler implements IQueryHandler<GetChangeRequestQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, id }: GetChangeRequestQuery): Promise<ChangeRequestView | null> {
    const [view] = await loadChangeRequests(this.dataSource, 'cr.project = $1 AND cr.id = $2', [project, id]);
    return view ?? null;
  }
}
