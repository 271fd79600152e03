import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ChangeRequestConfigQuery, type EnvironmentConfigView } from './get-change-request-config.query';

interface Row {
  environment: string;
  type: string;
  enabled: boolean | null;
  required_approvals: number | null;
}

@QueryHandler(ChangeRequestConfigQuery)
export class ChangeRequestConfigHandler implements IQueryHandler<ChangeRequestConfigQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project }: ChangeRequestConfigQuery): Promise<EnvironmentConfigView[] | null> {
    const exists = (await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1', [project])) as unknown[];
    if (exists.length === 0) return null;
    const rows = (await this.dataSource.query(
      `SELECT pe.environment, e.type, c.enabled, c.required_approvals
         FROM rm_project_environments pe JOIN rm_environments e ON e.name = pe.environment
         LEFT JOIN rm_change_request_config c ON c.project = pe.project AND c.environment = pe.environment
        WHERE pe.project = $1 ORDER BY e.sort_order, pe.environment`,
      [project],
    )) as Row[];
    return rows.map((r) => ({
      environment: r.environment,
      type: r.type,
      changeRequestEnabled: r.enabled === true,
      requiredApprovals: r.required_approvals ?? 1,
    }));
  }
}
