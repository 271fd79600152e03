import { Query } from '@nestjs/cqrs';
import { array, integer, named, nullable, number, object, string, type Infer } from '@pennant/platform';

const count = integer({ min: 0 });

const stage = named(
  'projectStatusLifecycleStageSchema',
  object({ averageDays: nullable(number()), currentFlags: count }, { strict: true }),
);

const percent = named('projectStatusPercentSchema', object({ current: integer({ min: 0, max: 100 }) }, { strict: true }));

/** Unleash's projectStatusSchema. */
export const projectStatusSchema = named(
  'projectStatusSchema',
  object(
    {
      activityCountByDate: array(object({ date: string(), count }, { strict: true }), { maxItems: 400 }),
      resources: object({ members: count, apiTokens: count, segments: count }, { strict: true }),
      health: percent,
      technicalDebt: percent,
      lifecycleSummary: object(
        {
          initial: stage,
          preLive: stage,
          live: stage,
          completed: stage,
          archived: object({ currentFlags: count, last30Days: count }, { strict: true }),
        },
        { strict: true },
      ),
      staleFlags: object({ total: count }, { strict: true }),
    },
    { strict: true },
  ),
);

export type ProjectStatus = Infer<typeof projectStatusSchema>;

export class GetProjectStatusQuery extends Query<ProjectStatus | null> {
  constructor(readonly project: string) {
    super();
  }
}
