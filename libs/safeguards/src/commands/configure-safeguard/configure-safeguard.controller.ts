import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readAnswer, written, type WriteAnswer } from '@pennant/core';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { SafeguardNotFoundError } from '../../domain/safeguard.errors';
import { GetSafeguardsQuery } from '../../queries/get-safeguards/get-safeguards.query';
import { safeguardResponseSchema, type SafeguardResponse } from '../../queries/get-safeguards/get-safeguards.response';
import { ConfigureSafeguardCommand } from './configure-safeguard.command';
import { ruleOfBody, safeguardRuleSchema } from './configure-safeguard-rule.schema';

/**
 * `PUT|DELETE …/environments/{environment}/safeguard` (ADR 0065): who may turn the flag on and off
 * there may set what turns it off. The environment's change-request rule applies (403 when on).
 */
@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/safeguard')
export class ConfigureSafeguardController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('UPDATE_FEATURE_ENVIRONMENT')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    summary: "Set a flag's safeguard in an environment: the rule that turns it off there",
    tag: 'Safeguards',
    body: safeguardRuleSchema.json,
    errors: [400, 401, 403, 404],
    response: safeguardResponseSchema,
  })
  async set(
    @Param('projectId') project: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WriteAnswer<SafeguardResponse>> {
    const rule = ruleOfBody(validate(safeguardRuleSchema, body));
    const receipt = await this.commands.execute(new ConfigureSafeguardCommand(principal.actor, project, featureName, environment, rule));
    return readAnswer(receipt, async () => {
      const [safeguard] = await this.queries.execute(new GetSafeguardsQuery(project, featureName, environment));
      if (!safeguard) throw new SafeguardNotFoundError(featureName, environment);
      return safeguard;
    });
  }

  @Access.permission('UPDATE_FEATURE_ENVIRONMENT')
  @Delete()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: "Remove a flag's safeguard in an environment", tag: 'Safeguards', errors: [401, 403, 404] })
  async remove(
    @Param('projectId') project: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WriteAnswer<undefined>> {
    return written(await this.commands.execute(new ConfigureSafeguardCommand(principal.actor, project, featureName, environment, null)));
  }
}
