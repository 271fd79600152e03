import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, idParam, validate, type Principal } from '@pennant/platform';
import { bannerResponseSchema } from '../../queries/get-banners/get-banners.response';
import { GetBannersQuery } from '../../queries/get-banners/get-banners.query';
import { BannerNotFoundError } from '../../domain/banner.errors';
import { bannerSchema } from '../banner.schema';
import { UpdateBannerCommand } from './update-banner.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/banners/:id')
export class UpdateBannerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 200, the banner. `message` is required; other absent fields are kept. */
  @Access.permission('ADMIN')
  @Put()
  @HttpCode(200)
  @ApiDoc({ summary: 'Update a banner', tag: 'Banners', response: bannerResponseSchema, body: bannerSchema.json, errors: [400, 403, 404] })
  async update(@Param('id') raw: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(raw, 'id');
    const input = validate(bannerSchema, body);
    return this.apply(principal, id, input);
  }

  @Access.permission('ADMIN')
  @Post('on')
  @HttpCode(200)
  @ApiDoc({ summary: 'Show a banner', tag: 'Banners', response: bannerResponseSchema, errors: [400, 403, 404] })
  async on(@Param('id') raw: string, @CurrentPrincipal() principal: Principal) {
    return this.apply(principal, idParam(raw, 'id'), { enabled: true });
  }

  @Access.permission('ADMIN')
  @Post('off')
  @HttpCode(200)
  @ApiDoc({ summary: 'Hide a banner', tag: 'Banners', response: bannerResponseSchema, errors: [400, 403, 404] })
  async off(@Param('id') raw: string, @CurrentPrincipal() principal: Principal) {
    return this.apply(principal, idParam(raw, 'id'), { enabled: false });
  }

  private async apply(principal: Principal, id: number, fields: UpdateBannerCommand['fields']) {
    const receipt = await this.commands.execute(new UpdateBannerCommand(principal.actor, id, fields));
    return readAnswer(receipt, async () => {
      const [banner] = await this.queries.execute(new GetBannersQuery(id));
      if (!banner) throw new BannerNotFoundError(id);
      return banner;
    });
  }
}
