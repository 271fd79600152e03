import { Query } from '@nestjs/cqrs';
import type { BannerResponse } from './get-banners.response';

export type { BannerResponse } from './get-banners.response';

/** All banners by id, or the one with `id`. */
export class GetBannersQuery extends Query<BannerResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
