import { Controller, Get, Param, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, integer, named, object, optional, string, validate, type Infer } from '@pennant/platform';
import { GetFlagCreatorsQuery, creator } from './flag-creators.query';

/** Unleash's projectFlagCreatorsSchema: `[{id, name}]`. */
const projectFlagCreatorsAnswer = named('projectFlagCreatorsSchema', array(creator, { maxItems: 100000 }));

/** Unleash's flagCreatorsSchema: one page of creators and how many there are. */
const flagCreatorsAnswer = named(
  'flagCreatorsSchema',
  object({ flagCreators: array(creator, { maxItems: 10000 }), total: integer({ min: 0 }) }, { strict: true }),
);

const digits = string({ maxLength: 10, pattern: /^\d+$/, patternHint: 'must be a non-negative integer' });

const pageQuery = object({ limit: optional(digits), offset: optional(digits) });

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
