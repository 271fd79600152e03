import { Controller, Get, Param, Query as QueryParams } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, ApiDoc, array, creatorSchema, integer, named, object, optional, string, validate, type Infer } from '@pennant/platform';

const creator = creatorSchema;

/** Unleash's projectFlagCreatorsSchema: `[{id, name}]`. */
const projectFlagCreatorsAnswer = named('projectFlagCreatorsSchema', array(creator, { maxItems: 100000 }));

/** Unleash's flagCreatorsSchema: one page of creators and how many there are. */
const flagCreatorsAnswer = named(
  'flagCreatorsSchema',
  object({ flagCreators: array(creator, { maxItems: 10000 }), total: integer({ min: 0 }) }, { strict: true }),
);

export type FlagCreator = Infer<typeof creator>;

const digits = string({ maxLength: 10, pattern: /^\d+$/, patternHint: 'must be a non-negative integer' });
const pageQuery = object({ limit: optional(digits), offset: optional(digits) });

/**
 * Everyone who created a flag (archived ones included), once per user id, by id: a user by their
 * account's name (name, username, email), any other creator (an admin token) as the flag records
 * them. `project` null = every project. `limit`/`offset` page the list.
 */
export class GetFlagCreatorsQuery extends Query<{ creators: FlagCreator[]; total: number }> {
  constructor(
    readonly project: string | null,
    readonly limit: number | null = null,
    readonly offset = 0,
  ) {
    super();
  }
}

const CREATORS_SQL = `
  WITH ids AS (
    SELECT DISTINCT ON (f.created_by_id) f.created_by_id AS id, f.created_by_name AS recorded
      FROM rm_features f
     WHERE f.created_by_id IS NOT NULL AND ($1::text IS NULL OR f.project = $1)
     ORDER BY f.created_by_id, f.created_at DESC)
  SELECT ids.id, coalesce(u.name, u.username, u.email, ids.recorded) AS name, count(*) OVER ()::int AS total
    FROM ids LEFT JOIN rm_users u ON u.id = ids.id
   WHERE coalesce(u.name, u.username, u.email, ids.recorded) IS NOT NULL
   ORDER BY ids.id
   LIMIT $2 OFFSET $3`;

@QueryHandler(GetFlagCreatorsQuery)
export class GetFlagCreatorsHandler implements IQueryHandler<GetFlagCreatorsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, limit, offset }: GetFlagCreatorsQuery): Promise<{ creators: FlagCreator[]; total: number }> {
    const rows = (await this.dataSource.query(CREATORS_SQL, [project, limit, offset])) as { id: number; name: string; total: number }[];
    let total = rows[0]?.total ?? 0;
    // A page past the end has no row to carry the count.
    if (rows.length === 0 && offset > 0) total = (await this.execute(new GetFlagCreatorsQuery(project, null, 0))).total;
    return { creators: rows.map((r) => ({ id: Number(r.id), name: String(r.name) })), total };
  }
}

@Controller('api/admin')
export class FlagCreatorsController {
  constructor(private readonly queries: QueryBus) {}

  /** → `{flagCreators: [{id, name}], total}` (the flags overview's "created by" filter). */
  @Access.authenticated()
  @Get('flag-creators')
  @ApiDoc({
    summary: 'Everyone who created a flag (?limit=&offset=)',
    tag: 'Features',
    query: { limit: { type: 'integer', minimum: 1, maximum: 10000 }, offset: { type: 'integer', minimum: 0 } },
    errors: [400],
    response: flagCreatorsAnswer,
  })
  async all(@QueryParams() query: unknown): Promise<Infer<typeof flagCreatorsAnswer>> {
    const page = validate(pageQuery, query ?? {}, 'query');
    const limit = page.limit === undefined ? null : validate(integer({ min: 1, max: 10000 }), Number(page.limit), 'query.limit');
    const offset = page.offset === undefined ? 0 : validate(integer({ min: 0, max: 2147483647 }), Number(page.offset), 'query.offset');
    const { creators, total } = await this.queries.execute(new GetFlagCreatorsQuery(null, limit, offset));
    return { flagCreators: creators, total };
  }

  /** → `[{id, name}]` (the project overview's "created by" filter); empty for a project without flags, as in Unleash. */
  @Access.authenticated()
  @Get('projects/:projectId/flag-creators')
  @ApiDoc({ summary: 'Everyone who created a flag in the project', tag: 'Projects', response: projectFlagCreatorsAnswer })
  async ofProject(@Param('projectId') projectId: string): Promise<Infer<typeof projectFlagCreatorsAnswer>> {
    return (await this.queries.execute(new GetFlagCreatorsQuery(projectId))).creators;
  }
}
