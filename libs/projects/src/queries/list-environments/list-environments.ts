import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, NotFoundError } from '@pennant/platform';

export interface EnvironmentView {
  name: string;
  type: string;
  enabled: boolean;
  protected: boolean;
  sortOrder: number;
  projectCount: number;
}

export class ListEnvironmentsQuery extends Query<{ version: 1; environments: EnvironmentView[] }> {}

export class GetEnvironmentQuery extends Query<EnvironmentView | null> {
  constructor(readonly name: string) {
    super();
  }
}

const SELECT = `SELECT e.*, (SELECT count(*)::int FROM rm_project_environments pe WHERE pe.environment = e.name) AS project_count FROM rm_environments e`;
type Row = { name: string; type: string; enabled: boolean; protected: boolean; sort_order: number; project_count: number };
const toView = (r: Row): EnvironmentView => ({ name: r.name, type: r.type, enabled: r.enabled, protected: r.protected, sortOrder: r.sort_order, projectCount: r.project_count });

@QueryHandler(ListEnvironmentsQuery)
export class ListEnvironmentsHandler implements IQueryHandler<ListEnvironmentsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute() {
    const rows = (await this.dataSource.query(`${SELECT} ORDER BY e.sort_order, e.name`)) as Row[];
    return { version: 1 as const, environments: rows.map(toView) };
  }
}

@QueryHandler(GetEnvironmentQuery)
export class GetEnvironmentHandler implements IQueryHandler<GetEnvironmentQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ name }: GetEnvironmentQuery) {
    const rows = (await this.dataSource.query(`${SELECT} WHERE e.name = $1`, [name])) as Row[];
    return rows[0] ? toView(rows[0]) : null;
  }
}

@Controller('api/admin/environments')
export class ListEnvironmentsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  list() {
    return this.queries.execute(new ListEnvironmentsQuery());
  }

  @Access.authenticated()
  @Get(':name')
  async get(@Param('name') name: string) {
    const env = await this.queries.execute(new GetEnvironmentQuery(name));
    if (!env) throw new NotFoundError(`Could not find environment "${name}".`);
    return env;
  }
}
