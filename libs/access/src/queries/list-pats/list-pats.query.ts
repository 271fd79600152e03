import { Query } from '@nestjs/cqrs';
import type { PatResponse } from '../../commands/manage-pats/manage-pats.command';

/** A user's personal access tokens (never their secrets). */
export class ListPatsQuery extends Query<PatResponse[]> {
  constructor(readonly userId: number) {
    super();
  }
}
