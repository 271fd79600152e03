import { Query } from '@nestjs/cqrs';
import type { ApiTokenResponse } from '../../commands/create-api-token/create-api-token-view.response';

/** Every API token (secrets masked), or only those scoped to exactly `project`. */
export class ListApiTokensQuery extends Query<ApiTokenResponse[]> {
  constructor(readonly project: string | null) {
    super();
  }
}
