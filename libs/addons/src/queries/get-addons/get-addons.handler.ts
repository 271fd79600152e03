import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AddonConfigData } from '@pennant/events';
import { MASKED } from '../../model/addon-providers';
import { GetAddonsQuery, type AddonResponse } from './get-addons.query';

@QueryHandler(GetAddonsQuery)
export class GetAddonsHandler implements IQueryHandler<GetAddonsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetAddonsQuery): Promise<AddonResponse[]> {
    const rows = (await this.dataSource.query('SELECT data FROM rm_addon_configs WHERE ($1::int IS NULL OR id = $1) ORDER BY id', [
      query.id ?? null,
    ])) as { data: AddonConfigData }[];
    return rows.map(({ data: a }) => ({
      id: a.id,
      createdAt: a.createdAt,
      provider: a.provider,
      description: a.description,
      enabled: a.enabled,
      parameters: { ...a.parameters, ...Object.fromEntries(Object.keys(a.sensitiveParameters).map((k) => [k, MASKED])) },
      events: a.events,
      projects: a.projects,
      environments: a.environments,
    }));
  }
}
