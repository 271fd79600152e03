import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CountChangeRequestsQuery, type ChangeRequestsCount } from './count-change-requests.query';

@QueryHandler(CountChangeRequestsQuery)
export class CountChangeRequestsHandler implements IQueryHandler<CountChangeRequestsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project }: CountChangeRequestsQuery): Promise<ChangeRequestsCount> {
    const rows = (await this.dataSource.query(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE state = 'Applied') AS applied,
              count(*) FILTER (WHERE state = 'Rejected') AS rejected,
              count(*) FILTER (WHERE state = 'In review') AS review_required,
              count(*) FILTER (WHERE state = 'Approved') AS approved,
              count(*) FILTER (WHERE state = 'Scheduled') AS scheduled
         FROM rm_change_requests WHERE project = $1`,
      [project],
    )) as Record<string, string>[];
    const r = rows[0];
    return {
      total: Number(r.total),
      applied: Number(r.applied),
      rejected: Number(r.rejected),
      reviewRequired: Number(r.review_required),
      approved: Number(r.approved),
      scheduled: Number(r.scheduled),
    };
  }
}
