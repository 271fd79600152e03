import { Query } from '@nestjs/cqrs';
import type { BannerResponse } from './banner.responses';

export type { BannerResponse } from './banner.responses';

/** All banners by id, or the one with `id`. */
export class GetBannersQuery extends Query<BannerResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
