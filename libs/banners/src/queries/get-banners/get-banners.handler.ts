import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { BannerData } from '@pennant/events';
import { GetBannersQuery, type BannerResponse } from './get-banners.query';

@QueryHandler(GetBannersQuery)
export class GetBannersHandler implements IQueryHandler<GetBannersQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetBannersQuery): Promise<BannerResponse[]> {
    const rows = (await this.dataSource.query('SELECT data FROM rm_banners WHERE ($1::int IS NULL OR id = $1) ORDER BY id', [
      query.id ?? null,
    ])) as { data: BannerData }[];
    return rows.map((r) => r.data);
  }
}
