import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readAnswer } from '@pennant/core';
import { Access, BadDataError, CurrentPrincipal, validate, type Principal, ApiDoc } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import { GetFeatureQuery } from '../../queries/get-feature/get-feature.query';
import { UpdateFeatureCommand } from './update-feature.command';
import { updateFeatureSchema } from './update-feature.schema';

@Controller('api/admin/projects/:projectId/features/:featureName')
export class UpdateFeatureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Partial update (absent = keep); answers the spec's Feature object, read as GET reads it once the write's read models caught up. */
  @Access.permission('UPDATE_FEATURE')
  @Put()
  @ApiDoc({ summary: 'Update a feature (only the given fields)', tag: 'Features', body: updateFeatureSchema.json, errors: [403, 404] })
  async update(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { name, ...changes } = validate(updateFeatureSchema, body);
    if (name !== undefined && name !== featureName)
      throw new BadDataError('Cannot change the name of a feature flag.', [
        { path: 'body.name', message: 'must equal the name in the path' },
      ]);
    const receipt = await this.commands.execute(new UpdateFeatureCommand(principal.actor, projectId, featureName, changes));
    return readAnswer(receipt, async () => {
      const feature = await this.queries.execute(new GetFeatureQuery(projectId, featureName, true));
      if (!feature) throw new FeatureNotFoundError(featureName, projectId);
      return feature;
    });
  }
}
