import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, idParam, validate, type Principal } from '@pennant/platform';
import { addonResponseSchema } from '../../queries/get-addons/get-addons.response';
import { GetAddonsQuery } from '../../queries/get-addons/get-addons.query';
import { AddonNotFoundError } from '../../domain/addon.errors';
import { toAddonInput } from '../addon-input.logic';
import { addonSchema } from '../addon.schema';
import { UpdateAddonCommand } from './update-addon.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/addons/:id')
export class UpdateAddonController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 200, the addon. The whole configuration; a sensitive parameter sent back as `*****` keeps its value. */
  @Access.permission('UPDATE_ADDON')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Replace an addon configuration (sensitive parameters sent as ***** are kept)',
    tag: 'Addons',
    body: addonSchema.json,
    response: addonResponseSchema,
    errors: [400, 403, 404],
  })
  async update(@Param('id') raw: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(raw, 'id');
    const input = validate(addonSchema, body);
    const receipt = await this.commands.execute(new UpdateAddonCommand(principal.actor, id, toAddonInput(input)));
    return readAnswer(receipt, async () => {
      const [addon] = await this.queries.execute(new GetAddonsQuery(id));
      if (!addon) throw new AddonNotFoundError(id);
      return addon;
    });
  }
}
