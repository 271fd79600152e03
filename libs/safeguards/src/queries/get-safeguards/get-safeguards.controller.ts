import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { GetSafeguardsQuery } from './get-safeguards.query';
import { safeguardsResponseSchema, type SafeguardsResponse } from './get-safeguards.response';

/** A flag's safeguards, one per environment that has one (ADR 0065). */
@Controller('api/admin/projects/:projectId/features/:featureName/safeguards')
export class GetSafeguardsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: "A flag's safeguards per environment, with their last evaluation and firing",
    tag: 'Safeguards',
    errors: [401, 403, 404],
    response: safeguardsResponseSchema,
  })
  async list(@Param('projectId') project: string, @Param('featureName') featureName: string): Promise<SafeguardsResponse> {
    return { safeguards: await this.queries.execute(new GetSafeguardsQuery(project, featureName)) };
  }
}
