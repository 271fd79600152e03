import { Query } from '@nestjs/cqrs';
import { integer, named, object, type Infer } from '@pennant/platform';

const count = integer({ min: 0 });

/** Unleash's featureLifecycleCountSchema. */
export const lifecycleCountAnswer = named(
  'featureLifecycleCountSchema',
  object({ initial: count, preLive: count, live: count, completed: count, archived: count }, { strict: true }),
);

export type LifecycleCount = Infer<typeof lifecycleCountAnswer>;

/** How many flags are in each lifecycle stage now (archived flags in `archived`). */
export class GetLifecycleCountQuery extends Query<LifecycleCount> {}
