import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, idParam } from '@pennant/platform';
import { BannerNotFoundError } from '../../domain/banner.errors';
import { bannerResponseSchema, bannersResponseSchema, type BannerResponse } from './get-banners.response';
import { GetBannersQuery } from './get-banners.query';

@Controller('api/admin/banners')
export class GetBannersController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List banners', tag: 'Banners', response: bannersResponseSchema })
  async list(): Promise<{ banners: BannerResponse[] }> {
    return { banners: await this.queries.execute(new GetBannersQuery()) };
  }

  @Access.authenticated()
  @Get(':id')
  @ApiDoc({ summary: 'Get a banner', tag: 'Banners', response: bannerResponseSchema, errors: [400, 404] })
  async get(@Param('id') raw: string): Promise<BannerResponse> {
    const id = idParam(raw, 'id');
    const [banner] = await this.queries.execute(new GetBannersQuery(id));
    if (!banner) throw new BannerNotFoundError(id);
    return banner;
  }
}
