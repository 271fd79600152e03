import { Query } from '@nestjs/cqrs';
import type { ChangeRequestView } from '../change-request.response';

/** Pending (Draft of the caller, In review, Approved, Scheduled) in environments with change requests enabled. */
export class OpenChangeRequestsQuery extends Query<ChangeRequestView[]> {
  constructor(
    readonly project: string,
    readonly callerKey: string,
  ) {
    super();
  }
}
