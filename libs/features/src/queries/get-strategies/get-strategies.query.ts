import { Query } from '@nestjs/cqrs';
import type { StrategyResponse } from '../strategy.response';

export interface FeatureStrategies {
  environmentInProject: boolean;
  strategies: StrategyResponse[];
}

/** The strategies of a non-archived flag in one environment (one of them with `strategyId`); null if no such flag. */
export class GetStrategiesQuery extends Query<FeatureStrategies | null> {
  constructor(
    readonly project: string,
    readonly name: string,
    readonly environment: string,
    readonly strategyId?: string,
  ) {
    super();
  }
}
