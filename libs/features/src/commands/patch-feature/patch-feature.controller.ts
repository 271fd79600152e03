import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readAnswer } from '@pennant/core';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import { GetFeatureQuery } from '../../queries/get-feature/get-feature.query';
import { UpdateFeatureCommand } from '../update-feature/update-feature.command';
import { featurePatchToChanges } from './patch-feature-changes.logic';
import { patchFeatureSchema } from './patch-feature.schema';

/** JSON patch on a flag: the same command, decider and events as PUT; responds with the Feature object. */
@Controller('api/admin/projects/:projectId/features/:featureName')
export class PatchFeatureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('UPDATE_FEATURE')
  @Patch()
  @ApiDoc({
    summary: 'Patch a feature (JSON patch on description, type, stale, impressionData)',
    tag: 'Features',
    body: patchFeatureSchema.json,
    errors: [400, 403, 404],
  })
  async patch(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const changes = featurePatchToChanges(validate(patchFeatureSchema, body));
    const receipt = await this.commands.execute(new UpdateFeatureCommand(principal.actor, projectId, featureName, changes));
    return readAnswer(receipt, async () => {
      const feature = await this.queries.execute(new GetFeatureQuery(projectId, featureName, true));
      if (!feature) throw new FeatureNotFoundError(featureName, projectId);
      return feature;
    });
  }
}
