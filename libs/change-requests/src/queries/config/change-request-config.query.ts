import { Query } from '@nestjs/cqrs';

/** Unleash's changeRequestEnvironmentConfigSchema item: one per environment of the project. */
export interface EnvironmentConfigView {
  environment: string;
  type: string;
  changeRequestEnabled: boolean;
  requiredApprovals: number;
}

/** The change-request configuration of every environment of a project (null: no such project). */
export class ChangeRequestConfigQuery extends Query<EnvironmentConfigView[] | null> {
  constructor(readonly project: string) {
    super();
  }
}
