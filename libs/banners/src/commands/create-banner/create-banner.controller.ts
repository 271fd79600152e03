import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { bannerResponseSchema } from '../../queries/get-banners/get-banners.response';
import { GetBannersQuery } from '../../queries/get-banners/get-banners.query';
import { BannerNotFoundError } from '../../domain/banner.errors';
import { bannerSchema } from '../banner.schema';
import { CreateBannerCommand } from './create-banner.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/banners')
export class CreateBannerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 201, `location: banners/<id>`, body = the banner. */
  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a banner shown to every user of the admin UI',
    tag: 'Banners',
    response: bannerResponseSchema,
    body: bannerSchema.json,
    errors: [400, 403],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(bannerSchema, body);
    const { id, receipt } = await this.commands.execute(new CreateBannerCommand(principal.actor, input));
    void reply.header('location', `banners/${id}`);
    return readAnswer(receipt, async () => {
      const [banner] = await this.queries.execute(new GetBannersQuery(id));
      if (!banner) throw new BannerNotFoundError(id);
      return banner;
    });
  }
}
