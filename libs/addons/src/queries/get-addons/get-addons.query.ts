import { Query } from '@nestjs/cqrs';
import type { AddonResponse } from './addon.responses';

export type { AddonResponse } from './addon.responses';

/** All addon configs by id, or the one with `id`. */
export class GetAddonsQuery extends Query<AddonResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
