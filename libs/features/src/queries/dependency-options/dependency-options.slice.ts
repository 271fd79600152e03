import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, ApiDoc, array, boolean, named, NotFoundError, string } from '@pennant/platform';

const parentOptionsAnswer = named('parentFeatureOptionsSchema', array(string(), { maxItems: 100000 }));
const dependenciesExistAnswer = named('dependenciesExistSchema', boolean());
const parentVariantsAnswer = named('parentVariantsSchema', array(string(), { maxItems: 100000 }));

/**
 * The flags `child` may depend on (Unleash's parent options): active flags of its project, not
 * itself, that depend on nothing themselves (one level), by name. Empty when the child is not in
 * the project.
 */
export class GetParentOptionsQuery extends Query<string[]> {
  constructor(
    readonly project: string,
    readonly child: string,
  ) {
    super();
  }
}

/** Whether any flag of the project depends on another (see ADR 0039: Unleash answers for the whole instance); null for an unknown project. */
export class ProjectHasDependenciesQuery extends Query<boolean | null> {
  constructor(readonly project: string) {
    super();
  }
}

/**
 * The variant names a child may require of `parent` (Unleash's parent variants): the names of the
 * variants on the parent's strategies, in every environment, each once, in the order they first
 * appeared. Empty when the flag is not in the project.
 */
export class GetParentVariantsQuery extends Query<string[]> {
  constructor(
    readonly project: string,
    readonly parent: string,
  ) {
    super();
  }
}

@QueryHandler(GetParentVariantsQuery)
export class GetParentVariantsHandler implements IQueryHandler<GetParentVariantsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, parent }: GetParentVariantsQuery): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT v.value->>'name' AS name
         FROM rm_feature_strategies s CROSS JOIN LATERAL jsonb_array_elements(s.variants) WITH ORDINALITY AS v(value, n)
        WHERE s.feature_name = $2 AND EXISTS (SELECT 1 FROM rm_features f WHERE f.name = $2 AND f.project = $1)
          AND jsonb_typeof(v.value->'name') = 'string'
        GROUP BY 1 ORDER BY min(s.created_seq), min(v.n), 1`,
      [project, parent],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }
}

@QueryHandler(GetParentOptionsQuery)
export class GetParentOptionsHandler implements IQueryHandler<GetParentOptionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, child }: GetParentOptionsQuery): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT f.name FROM rm_features f
        WHERE f.project = $1 AND f.name <> $2 AND f.archived_at IS NULL
          AND EXISTS (SELECT 1 FROM rm_features c WHERE c.name = $2 AND c.project = $1)
          AND NOT EXISTS (SELECT 1 FROM rm_feature_dependencies d WHERE d.child = f.name)
        ORDER BY f.name`,
      [project, child],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }
}

@QueryHandler(ProjectHasDependenciesQuery)
export class ProjectHasDependenciesHandler implements IQueryHandler<ProjectHasDependenciesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project }: ProjectHasDependenciesQuery): Promise<boolean | null> {
    const rows = (await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM rm_feature_dependencies d JOIN rm_features f ON f.name = d.child WHERE f.project = $1) AS present FROM rm_projects WHERE id = $1',
      [project],
    )) as { present: boolean }[];
    return rows.length === 0 ? null : rows[0].present;
  }
}

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
