import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ACTION_NAMES } from '@pennant/events';
import { ACTION_DEFINITIONS } from '../../model/action-definitions';
import { ProjectNotFoundError } from '../../domain/action-set.errors';
import { GetActionConfigQuery, type ActionConfigResponse, type ActionParameterResponse } from './get-action-config.query';
import { ProjectFacts } from '@pennant/projects';

const LABELS = { project: 'Project', environment: 'Environment', featureName: 'Flag name', tag: 'Tag' } as const;

@QueryHandler(GetActionConfigQuery)
export class GetActionConfigHandler implements IQueryHandler<GetActionConfigQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: ProjectFacts,
  ) {}

  async execute(query: GetActionConfigQuery): Promise<ActionConfigResponse[]> {
    if (!(await this.projects.isKnown(query.project))) throw new ProjectNotFoundError(query.project);
    const names = async (sql: string) => ((await this.dataSource.query(sql, [query.project])) as { v: string }[]).map((r) => r.v);
    const options = {
      environment: await names('SELECT environment AS v FROM rm_project_environments WHERE project = $1 ORDER BY environment'),
      featureName: await names('SELECT name AS v FROM rm_features WHERE project = $1 AND archived_at IS NULL ORDER BY name'),
      tag: await names(
        `SELECT DISTINCT t.tag_type || ':' || t.tag_value AS v FROM rm_search_feature_tags t JOIN rm_features f ON f.name = t.feature_name
          WHERE f.project = $1 AND f.archived_at IS NULL ORDER BY v`,
      ),
    };
    return ACTION_NAMES.map((name) => {
      const { params, ...definition } = ACTION_DEFINITIONS[name];
      const parameters = params.map((param): ActionParameterResponse =>
        param === 'project'
          ? { name: param, label: LABELS[param], type: 'hidden' }
          : { name: param, label: LABELS[param], type: 'select', options: options[param] },
      );
      return { name, ...definition, parameters };
    });
  }
}
