import { Query } from '@nestjs/cqrs';
import { array, dateTime, named, object, optional, string, type Infer } from '@pennant/platform';

/** Unleash's featureLifecycleSchema: `[{stage, status?, enteredStageAt}]`, oldest first (ADR 0050: the OpenAPI document shows it). */
export const featureLifecycleAnswer = named(
  'featureLifecycleSchema',
  array(object({ stage: string(), status: optional(string()), enteredStageAt: dateTime() }, { strict: true }), { maxItems: 100 }),
);

export type LifecycleStageResponse = Infer<typeof featureLifecycleAnswer>[number];

/** The stage history of a flag (archived flags included), oldest first; null if the flag is not in the project. */
export class GetFeatureLifecycleQuery extends Query<LifecycleStageResponse[] | null> {
  constructor(
    readonly project: string,
    readonly name: string,
  ) {
    super();
  }
}
