import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, idParam, type Infer } from '@pennant/platform';
import { AddonNotFoundError } from '../../domain/addon.errors';
import { ADDON_PROVIDERS } from '../../model/addon-providers';
import { addonResponseSchema, addonsResponseSchema, type AddonResponse } from './get-addons.response';
import { GetAddonsQuery } from './get-addons.query';

@Controller('api/admin/addons')
export class GetAddonsController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's addonsSchema: the configured addons and the providers one can configure. */
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'List addon configurations and the available providers (sensitive parameters masked)',
    tag: 'Addons',
    response: addonsResponseSchema,
  })
  async list(): Promise<Infer<typeof addonsResponseSchema>> {
    const providers = ADDON_PROVIDERS.map((p) => ({ ...p, events: [...p.events] }));
    return { addons: await this.queries.execute(new GetAddonsQuery()), providers };
  }

  @Access.authenticated()
  @Get(':id')
  @ApiDoc({
    summary: 'Get an addon configuration (sensitive parameters masked)',
    tag: 'Addons',
    response: addonResponseSchema,
    errors: [400, 404],
  })
  async get(@Param('id') raw: string): Promise<AddonResponse> {
    const id = idParam(raw, 'id');
    const [addon] = await this.queries.execute(new GetAddonsQuery(id));
    if (!addon) throw new AddonNotFoundError(id);
    return addon;
  }
}
