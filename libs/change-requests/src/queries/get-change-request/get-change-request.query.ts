import { Query } from '@nestjs/cqrs';
import type { ChangeRequestView } from '../change-request.response';

export class GetChangeRequestQuery extends Query<ChangeRequestView | null> {
  constructor(
    readonly project: string,
    readonly id: number,
  ) {
    super();
  }
}
