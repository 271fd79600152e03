import { Body, Controller, HttpCode, Param, Patch, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { featureVariantsResponseSchema } from './set-variants.response';
import { SetEnvironmentVariantsCommand, SetFeatureVariantsCommand } from './set-variants.command';
import { variantsBatchSchema, variantsPatchSchema, variantsSchema } from '../../model/variants.schema';
import { written } from '@pennant/core';

/** Variant writes → 200 `{version: 1, variants}` (the list after the change). */
@Controller('api/admin/projects/:projectId/features/:featureName')
export class SetVariantsController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_FEATURE')
  @Put('environments/:environment/variants')
  @HttpCode(200)
  @ApiDoc({
    summary: "Replace a flag's variants in an environment",
    body: variantsSchema.json,
    response: featureVariantsResponseSchema,
    errors: [400, 404],
  })
  async putEnv(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const variants = validate(variantsSchema, body);
    const result = await this.commands.execute(
      new SetEnvironmentVariantsCommand(principal.actor, projectId, featureName, [environment], { kind: 'replace', variants }),
    );
    return written(result, { version: 1 as const, variants: result.variants });
  }

  @Access.permission('UPDATE_FEATURE')
  @Patch('environments/:environment/variants')
  @HttpCode(200)
  @ApiDoc({
    summary: "Patch a flag's variants in an environment (JSON patch)",
    body: variantsPatchSchema.json,
    response: featureVariantsResponseSchema,
    errors: [400, 404],
  })
  async patchEnv(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const operations = validate(variantsPatchSchema, body);
    const result = await this.commands.execute(
      new SetEnvironmentVariantsCommand(principal.actor, projectId, featureName, [environment], { kind: 'patch', operations }),
    );
    return written(result, { version: 1 as const, variants: result.variants });
  }

  @Access.permission('UPDATE_FEATURE')
  @Put('variants-batch')
  @HttpCode(200)
  @ApiDoc({
    summary: "Replace a flag's variants in several environments",
    body: variantsBatchSchema.json,
    response: featureVariantsResponseSchema,
    errors: [400, 404],
  })
  async putBatch(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { variants, environments } = validate(variantsBatchSchema, body);
    const result = await this.commands.execute(
      new SetEnvironmentVariantsCommand(principal.actor, projectId, featureName, environments, { kind: 'replace', variants }),
    );
    return written(result, { version: 1 as const, variants: result.variants });
  }

  @Access.permission('UPDATE_FEATURE')
  @Put('variants')
  @HttpCode(200)
  @ApiDoc({
    summary: "Replace a flag's variants in every environment of its project (legacy)",
    body: variantsSchema.json,
    response: featureVariantsResponseSchema,
    errors: [400, 404],
  })
  async putLegacy(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const variants = validate(variantsSchema, body);
    const result = await this.commands.execute(
      new SetFeatureVariantsCommand(principal.actor, projectId, featureName, { kind: 'replace', variants }),
    );
    return written(result, { version: 1 as const, variants: result.variants });
  }

  @Access.permission('UPDATE_FEATURE')
  @Patch('variants')
  @HttpCode(200)
  @ApiDoc({
    summary: "Patch a flag's variants in every environment of its project (legacy, JSON patch)",
    body: variantsPatchSchema.json,
    response: featureVariantsResponseSchema,
    errors: [400, 404],
  })
  async patchLegacy(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const operations = validate(variantsPatchSchema, body);
    const result = await this.commands.execute(
      new SetFeatureVariantsCommand(principal.actor, projectId, featureName, { kind: 'patch', operations }),
    );
    return written(result, { version: 1 as const, variants: result.variants });
  }
}
