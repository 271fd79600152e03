import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { addonResponseSchema } from '../../queries/get-addons/get-addons.response';
import { GetAddonsQuery } from '../../queries/get-addons/get-addons.query';
import { AddonNotFoundError } from '../../domain/addon.errors';
import { toAddonInput } from '../addon-input.logic';
import { addonSchema } from '../addon.schema';
import { CreateAddonCommand } from './create-addon.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/addons')
export class CreateAddonController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 200 (as Unleash), `location: addons/<id>`, body = the addon with sensitive parameters masked. */
  @Access.permission('CREATE_ADDON')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Configure an addon (integration): provider, parameters, the events it receives',
    tag: 'Addons',
    body: addonSchema.json,
    response: addonResponseSchema,
    errors: [400, 403],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(addonSchema, body);
    const { id, receipt } = await this.commands.execute(new CreateAddonCommand(principal.actor, toAddonInput(input)));
    void reply.header('location', `addons/${id}`);
    return readAnswer(receipt, async () => {
      const [addon] = await this.queries.execute(new GetAddonsQuery(id));
      if (!addon) throw new AddonNotFoundError(id);
      return addon;
    });
  }
}
