import { Query } from '@nestjs/cqrs';
import type { BannerData } from '@pennant/events';

export type BannerResponse = BannerData;

/** All banners by id, or the one with `id`. */
export class GetBannersQuery extends Query<BannerResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
