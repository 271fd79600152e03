import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, boolean, named, NotFoundError, string } from '@pennant/platform';
import { GetParentOptionsQuery, GetParentVariantsQuery, ProjectHasDependenciesQuery } from './dependency-options.query';

const parentOptionsAnswer = named('parentFeatureOptionsSchema', array(string(), { maxItems: 100000 }));

const dependenciesExistAnswer = named('dependenciesExistSchema', boolean());

const parentVariantsAnswer = named('parentVariantsSchema', array(string(), { maxItems: 100000 }));

@Controller('api/admin/projects/:projectId')
export class DependencyOptionsController {
  constructor(private readonly queries: QueryBus) {}

  /** → `["flag-a", …]` (Unleash's parentFeatureOptionsSchema). */
  @Access.authenticated()
  @Get('features/:featureName/parents')
  @ApiDoc({
    summary: 'List the flags a feature flag could depend on',
    tag: 'Dependencies',
    errors: [403],
    response: parentOptionsAnswer.json,
  })
  parents(@Param('projectId') projectId: string, @Param('featureName') featureName: string): Promise<string[]> {
    return this.queries.execute(new GetParentOptionsQuery(projectId, featureName));
  }

  /** → `["blue", …]`: the variants a child may require of this flag (Unleash's parent variants). */
  @Access.authenticated()
  @Get('features/:featureName/parent-variants')
  @ApiDoc({
    summary: "List the variant names of a flag's strategies (what a child flag may require of it)",
    tag: 'Dependencies',
    errors: [403],
    response: parentVariantsAnswer.json,
  })
  parentVariants(@Param('projectId') projectId: string, @Param('featureName') featureName: string): Promise<string[]> {
    return this.queries.execute(new GetParentVariantsQuery(projectId, featureName));
  }

  /** → `true|false` (Unleash's dependenciesExistSchema); 404 for an unknown project. */
  @Access.authenticated()
  @Get('dependencies')
  @ApiDoc({
    summary: 'Whether any flag of the project depends on another',
    tag: 'Dependencies',
    errors: [403, 404],
    response: dependenciesExistAnswer.json,
  })
  async dependencies(@Param('projectId') projectId: string): Promise<boolean> {
    const present = await this.queries.execute(new ProjectHasDependenciesQuery(projectId));
    if (present === null) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return present;
  }
}
