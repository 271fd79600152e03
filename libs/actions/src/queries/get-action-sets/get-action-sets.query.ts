import { Query } from '@nestjs/cqrs';
import type { ActionSetResponse } from './get-action-sets.response';

/** The action sets of a project (by id), or only the one with `id` (empty list when unknown). */
export class GetActionSetsQuery extends Query<ActionSetResponse[]> {
  constructor(
    readonly project: string,
    readonly id: number | null,
  ) {
    super();
  }
}
