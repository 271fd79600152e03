import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, NotFoundError, type Infer } from '@pennant/platform';
import {
  environmentResponseSchema,
  environmentsResponseSchema,
  projectEnvironmentsResponseSchema,
  type EnvironmentView,
} from './list-environments.response';
import { GetEnvironmentQuery, ListEnvironmentsQuery, ListProjectEnvironmentsQuery } from './list-environments.query';

@Controller('api/admin/environments')
export class ListEnvironmentsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List the instance environments', response: environmentsResponseSchema })
  list(): Promise<Infer<typeof environmentsResponseSchema>> {
    return this.queries.execute(new ListEnvironmentsQuery());
  }

  /** Every environment, `visible` when the project has it; 404 for an unknown project. */
  @Access.authenticated()
  @Get('project/:projectId')
  @ApiDoc({
    summary: 'The environments available to a project',
    tag: 'Environments',
    response: projectEnvironmentsResponseSchema,
    errors: [404],
  })
  async forProject(@Param('projectId') projectId: string): Promise<Infer<typeof projectEnvironmentsResponseSchema>> {
    const list = await this.queries.execute(new ListProjectEnvironmentsQuery(projectId));
    if (!list) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return list;
  }

  @Access.authenticated()
  @Get(':name')
  @ApiDoc({ summary: 'Get an instance environment', response: environmentResponseSchema, errors: [404] })
  async get(@Param('name') name: string): Promise<EnvironmentView> {
    const env = await this.queries.execute(new GetEnvironmentQuery(name));
    if (!env) throw new NotFoundError(`Could not find environment "${name}".`);
    return env;
  }
}
