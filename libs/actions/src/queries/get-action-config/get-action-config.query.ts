import { Query } from '@nestjs/cqrs';

export interface ActionParameterResponse {
  name: string;
  label: string;
  type: 'hidden' | 'select';
  options?: string[];
}

/** One action definition, as Unleash's UI reads it (`{actions: [...]}`, keyed by `name`). */
export interface ActionConfigResponse {
  name: string;
  label: string;
  description: string;
  category: string;
  permissions: string[];
  parameters: ActionParameterResponse[];
}

/** The action definitions, with the project's environments, active flags and tags as options. */
export class GetActionConfigQuery extends Query<ActionConfigResponse[]> {
  constructor(readonly project: string) {
    super();
  }
}
