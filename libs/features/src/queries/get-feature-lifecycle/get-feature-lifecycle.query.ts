import { Query } from '@nestjs/cqrs';

export interface LifecycleStageResponse {
  stage: string;
  status?: string;
  enteredStageAt: string;
}

/** The stage history of a flag (archived flags included), oldest first; null if the flag is not in the project. */
export class GetFeatureLifecycleQuery extends Query<LifecycleStageResponse[] | null> {
  constructor(
    readonly project: string,
    readonly name: string,
  ) {
    super();
  }
}
