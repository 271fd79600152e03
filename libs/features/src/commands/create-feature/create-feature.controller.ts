import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, validate, type Principal, ApiDoc } from '@pennant/platform';
import { GetFeatureQuery } from '../../queries/get-feature/get-feature.query';
import { FeatureViewProjection } from '../../projections/feature-view.projection';
import { toFeatureRow } from '../../queries/get-feature/feature-row';
import { CreateFeatureCommand } from './create-feature.command';
import { createFeatureSchema } from './create-feature.schema';
import type { CreatedRow } from '../created-row';

@Controller('api/admin/projects/:projectId/features')
export class CreateFeatureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly featureView: FeatureViewProjection,
  ) {}

  @Access.permission('CREATE_FEATURE')
  @Post()
  @ApiDoc({ summary: 'Create a feature flag', tag: 'Features', body: createFeatureSchema.json, errors: [404, 409] })
  @HttpCode(201)
  async create(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(createFeatureSchema, body);
    let created: CreatedRow | null = null;
    const built = await this.featureView.responses.around(input.name, async () => {
      const result = await this.commands.execute(
        new CreateFeatureCommand(
          principal.actor,
          projectId,
          input.name,
          input.type ?? 'release',
          input.description ?? null,
          input.impressionData ?? false,
        ),
      );
      created = result.created;
      return result;
    });
    const feature = await this.queries.execute(new GetFeatureQuery(projectId, input.name, true, built));
    // Deleted by a concurrent request before the read: the flag as this request created it.
    return feature ? toFeatureRow(feature) : created;
  }
}
