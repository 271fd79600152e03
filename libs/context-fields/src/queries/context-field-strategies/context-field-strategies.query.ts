import { Query } from '@nestjs/cqrs';
import { type Infer } from '@pennant/platform';
import { strategyUseAnswer } from '@pennant/segments';

/** A strategy as Unleash's contextStrategiesSchema lists it. */
export type StrategyUse = Infer<typeof strategyUseAnswer>;

/** Strategies of active flags with a constraint on the field (what blocks its deletion, segments aside). */
export class GetContextFieldStrategiesQuery extends Query<StrategyUse[]> {
  constructor(readonly name: string) {
    super();
  }
}
