import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, object, oneOf, optional, validate } from '@pennant/platform';
import { contextFieldsAnswer, type ContextFieldResponse } from '../context-field.response';
import { GetContextFieldsQuery } from './get-context-fields.query';

const listQuery = object({ include: optional(oneOf(['root'] as const)) });

/**
 * A project's context fields, as Unleash's UI asks for them on its strategy and variant forms.
 * Every context field here belongs to the whole instance (Unleash calls them root fields): a
 * project has none of its own, so the list is empty unless `?include=root` asks for the
 * instance's fields too.
 */
@Controller('api/admin/projects/:projectId/context')
export class ProjectContextFieldsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: "List a project's context fields (?include=root adds the instance's; Pennant has only those)",
    tag: 'Context',
    query: { include: { type: 'string', enum: ['root'] } },
    errors: [400],
    response: contextFieldsAnswer.json,
  })
  async list(@Query() query: unknown): Promise<ContextFieldResponse[]> {
    const { include } = validate(listQuery, query ?? {}, 'query');
    return include === 'root' ? this.queries.execute(new GetContextFieldsQuery()) : [];
  }
}
