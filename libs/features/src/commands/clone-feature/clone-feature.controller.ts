import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readAnswer } from '@pennant/core';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { toFeatureRow } from '../../queries/get-feature/get-feature-row.logic';
import { GetFeatureQuery } from '../../queries/get-feature/get-feature.query';
import { CloneFeatureCommand } from './clone-feature.command';
import { cloneFeatureSchema } from './clone-feature.schema';

@Controller('api/admin/projects/:projectId/features/:featureName/clone')
export class CloneFeatureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
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
    const { receipt, created } = await this.commands.execute(
      new CloneFeatureCommand(principal, projectId, featureName, input.name, input.replaceGroupId ?? true),
    );
    return readAnswer(receipt, async () => {
      const feature = await this.queries.execute(new GetFeatureQuery(projectId, input.name, true));
      // Gone before the read (a concurrent delete or move) or still pending: the flag as the clone created it.
      return feature ? toFeatureRow(feature) : created;
    });
  }
}
