import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { FeatureViewProjection } from '../../projections/feature-view.projection';
import { toFeatureRow } from '../../queries/get-feature/feature-row';
import { GetFeatureQuery } from '../../queries/get-feature/get-feature.query';
import type { CreatedRow } from '../created-row';
import { CloneFeatureCommand } from './clone-feature.command';
import { cloneFeatureSchema } from './clone-feature.schema';

@Controller('api/admin/projects/:projectId/features/:featureName/clone')
export class CloneFeatureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly featureView: FeatureViewProjection,
  ) {}

  /** `{name, replaceGroupId?}` → 201 with the new flag's row, as Unleash answers. */
  @Access.permission('CREATE_FEATURE')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Clone a feature flag (strategies, variants and parents; disabled everywhere)',
    tag: 'Features',
    body: cloneFeatureSchema.json,
    errors: [400, 403, 404, 409],
  })
  async clone(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const input = validate(cloneFeatureSchema, body);
    let created: CreatedRow | null = null;
    const built = await this.featureView.responses.around(input.name, async () => {
      const result = await this.commands.execute(
        new CloneFeatureCommand(principal, projectId, featureName, input.name, input.replaceGroupId ?? true),
      );
      created = result.created;
      return result;
    });
    const feature = await this.queries.execute(new GetFeatureQuery(projectId, input.name, true, built));
    // Gone before the read (a concurrent delete or move) or still pending: the flag as the clone created it.
    return feature ? toFeatureRow(feature) : created;
  }
}
