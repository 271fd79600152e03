import {
  array,
  boolean,
  constant,
  dateTime,
  integer,
  named,
  nullable,
  number,
  object,
  optional,
  string,
  type Infer,
} from '@pennant/platform';
import { defaultStrategyAnswer } from '../list-projects/list-projects-default-strategy.response';
import { onboardingStatusSchema } from '../list-projects/list-projects-onboarding.response';

export { onboardingStatusSchema } from '../list-projects/list-projects-onboarding.response';

const count = integer({ min: 0 });

/** Unleash's projectStatsSchema: the last 30 days (current window) against the 30 before. */
export const projectStatsSchema = named(
  'projectStatsSchema',
  object(
    {
      avgTimeToProdCurrentWindow: number(),
      createdCurrentWindow: count,
      createdPastWindow: count,
      archivedCurrentWindow: count,
      archivedPastWindow: count,
      projectActivityCurrentWindow: count,
      projectActivityPastWindow: count,
      projectMembersAddedCurrentWindow: count,
    },
    { strict: true },
  ),
);

export type ProjectStats = Infer<typeof projectStatsSchema>;

/** Unleash's projectOverviewSchema (Pennant has no feature limit nor link templates: null and []). */
export const projectOverviewSchema = named(
  'projectOverviewSchema',
  object(
    {
      version: constant(1),
      name: string(),
      description: nullable(string()),
      mode: string(),
      defaultStickiness: string(),
      featureLimit: nullable(integer({ min: 0 })),
      linkTemplates: array(object({ title: nullable(string()), urlTemplate: string() })),
      members: count,
      health: integer({ min: 0, max: 100 }),
      technicalDebt: integer({ min: 0, max: 100 }),
      environments: array(
        object(
          { environment: string(), changeRequestEnabled: boolean(), defaultStrategy: optional(defaultStrategyAnswer) },
          { strict: true },
        ),
      ),
      featureTypeCounts: array(object({ type: string(), count }, { strict: true })),
      stats: projectStatsSchema,
      favorite: boolean(),
      createdAt: dateTime(),
      updatedAt: nullable(dateTime()),
      archivedAt: nullable(dateTime()),
      onboardingStatus: onboardingStatusSchema,
    },
    { strict: true },
  ),
);

export type ProjectOverview = Infer<typeof projectOverviewSchema>;
