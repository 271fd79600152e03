import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readAnswer } from '@pennant/core';
import { Access, CurrentPrincipal, validate, type Principal, ApiDoc } from '@pennant/platform';
import { GetFeatureQuery } from '../../queries/get-feature/get-feature.query';
import { toFeatureRow } from '../../queries/get-feature/get-feature-row.logic';
import { CreateFeatureCommand } from './create-feature.command';
import { createFeatureSchema } from './create-feature.schema';

@Controller('api/admin/projects/:projectId/features')
export class CreateFeatureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('CREATE_FEATURE')
  @Post()
  @ApiDoc({ summary: 'Create a feature flag', tag: 'Features', body: createFeatureSchema.json, errors: [404, 409] })
  @HttpCode(201)
  async create(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(createFeatureSchema, body);
    const { receipt, created } = await this.commands.execute(
      new CreateFeatureCommand(
        principal.actor,
        projectId,
        input.name,
        input.type ?? 'release',
        input.description ?? null,
        input.impressionData ?? false,
      ),
    );
    return readAnswer(receipt, async () => {
      const feature = await this.queries.execute(new GetFeatureQuery(projectId, input.name, true));
      // Deleted by a concurrent request before the read: the flag as this request created it.
      return feature ? toFeatureRow(feature) : created;
    });
  }
}
