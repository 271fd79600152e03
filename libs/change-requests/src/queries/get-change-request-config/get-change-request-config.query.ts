import { Query } from '@nestjs/cqrs';
import { array, boolean, integer, named, object, string, type Infer } from '@pennant/platform';

/** Unleash's changeRequestEnvironmentConfigSchema items: one per environment of the project (ADR 0050: the OpenAPI document shows it). */
export const changeRequestConfigAnswer = named(
  'changeRequestConfigSchema',
  array(
    object(
      { environment: string(), type: string(), changeRequestEnabled: boolean(), requiredApprovals: integer({ min: 0 }) },
      { strict: true },
    ),
    { maxItems: 1000 },
  ),
);
export type EnvironmentConfigView = Infer<typeof changeRequestConfigAnswer>[number];

/** The change-request configuration of every environment of a project (null: no such project). */
export class ChangeRequestConfigQuery extends Query<EnvironmentConfigView[] | null> {
  constructor(readonly project: string) {
    super();
  }
}
