import { Query } from '@nestjs/cqrs';
import type { AddonResponse } from './get-addons.response';

export type { AddonResponse } from './get-addons.response';

/** All addon configs by id, or the one with `id`. */
export class GetAddonsQuery extends Query<AddonResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
