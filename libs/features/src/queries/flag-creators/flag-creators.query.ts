import { Query } from '@nestjs/cqrs';
import { creatorSchema, type Infer } from '@pennant/platform';

export const creator = creatorSchema;

export type FlagCreator = Infer<typeof creator>;

/**
 * Everyone who created a flag (archived ones included), once per user id, by id: a user by their
 * account's name (name, username, email), any other creator (an admin token) as the flag records
 * them. `project` null = every project. `limit`/`offset` page the list.
 */
export class GetFlagCreatorsQuery extends Query<{ creators: FlagCreator[]; total: number }> {
  constructor(
    readonly project: string | null,
    readonly limit: number | null = null,
    readonly offset = 0,
  ) {
    super();
  }
}
