import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, ApiDoc, array, boolean, named, NotFoundError, object, string, validate, type Infer } from '@pennant/platform';
import { featureNamesSchema } from '../../commands/feature-names.schema';

/** Unleash's validateArchiveFeaturesSchema. */
const validateArchiveAnswer = named(
  'validateArchiveFeaturesSchema',
  object({ parentsWithChildFeatures: array(string(), { maxItems: 1000 }), hasDeletedDependencies: boolean() }, { strict: true }),
);

export type ValidateArchiveAnswer = Infer<typeof validateArchiveAnswer>;

/**
 * What archiving these flags of the project would do to dependencies, before it is done (Unleash's
 * archive dialog asks): the listed flags that other flags, not archived with them, still depend on
 * — archiving those is refused (ADR 0011) — and whether a listed flag depends on a parent, a
 * dependency that archiving removes. Names not in the project are ignored, as archiving ignores them.
 */
export class ValidateArchiveQuery extends Query<ValidateArchiveAnswer | null> {
  constructor(
    readonly project: string,
    readonly features: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(ValidateArchiveQuery)
export class ValidateArchiveHandler implements IQueryHandler<ValidateArchiveQuery> {
  constructor(private readonly dataSource: DataSource) {}

  /** null: no such project. */
  async execute({ project, features }: ValidateArchiveQuery): Promise<ValidateArchiveAnswer | null> {
    const [row] = (await this.dataSource.query(
      `WITH listed AS (SELECT name FROM rm_features WHERE project = $1 AND name = ANY($2::text[]) AND archived_at IS NULL)
       SELECT coalesce((SELECT array_agg(DISTINCT d.parent ORDER BY d.parent) FROM rm_feature_dependencies d
                         WHERE d.parent IN (SELECT name FROM listed) AND d.child NOT IN (SELECT name FROM listed)), '{}') AS parents,
              EXISTS (SELECT 1 FROM rm_feature_dependencies d WHERE d.child IN (SELECT name FROM listed)) AS has_dependencies
       FROM rm_projects WHERE id = $1`,
      [project, features],
    )) as { parents: string[]; has_dependencies: boolean }[];
    if (!row) return null;
    return { parentsWithChildFeatures: row.parents, hasDeletedDependencies: row.has_dependencies };
  }
}

@Controller('api/admin/projects/:projectId/archive/validate')
export class ValidateArchiveController {
  constructor(private readonly queries: QueryBus) {}

  /** `{features: [...]}` → what archiving them would do to dependencies; nothing is written. 404: no such project. */
  @Access.permission('DELETE_FEATURE')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Check what archiving feature flags would do to their dependencies',
    tag: 'Features',
    body: featureNamesSchema.json,
    errors: [400, 403, 404],
    response: validateArchiveAnswer,
  })
  async validate(@Param('projectId') projectId: string, @Body() body: unknown): Promise<ValidateArchiveAnswer> {
    const { features } = validate(featureNamesSchema, body);
    const answer = await this.queries.execute(new ValidateArchiveQuery(projectId, features));
    if (!answer) throw new NotFoundError(`Could not find project with id: ${projectId}`);
    return answer;
  }
}
