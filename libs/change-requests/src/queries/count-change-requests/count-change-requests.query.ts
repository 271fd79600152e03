import { Query } from '@nestjs/cqrs';

export interface ChangeRequestsCount {
  total: number;
  applied: number;
  rejected: number;
  reviewRequired: number;
  approved: number;
  scheduled: number;
}

export class CountChangeRequestsQuery extends Query<ChangeRequestsCount> {
  constructor(readonly project: string) {
    super();
  }
}
