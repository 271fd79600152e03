import { Query } from '@nestjs/cqrs';
import { type Infer } from '@pennant/platform';
import { type DefaultStrategyUser } from '@pennant/projects';
import { strategyUseAnswer } from '../segment.response';

/** A strategy as Unleash's segmentStrategiesSchema lists it. */
export type SegmentStrategy = Infer<typeof strategyUseAnswer>;

/** Strategies of active flags that use the segment (what blocks its deletion). */
export class GetSegmentStrategiesQuery extends Query<SegmentStrategy[]> {
  constructor(readonly id: number) {
    super();
  }
}

/** Project environments whose default strategy uses the segment (what blocks its deletion too). */
export class GetSegmentDefaultStrategiesQuery extends Query<DefaultStrategyUser[]> {
  constructor(readonly id: number) {
    super();
  }
}

/** Refuses (409) a name another segment has. */
export class ValidateSegmentNameQuery extends Query<void> {
  constructor(readonly name: string) {
    super();
  }
}
