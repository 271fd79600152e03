import {
  array,
  boolean,
  constant,
  dateTime,
  integer,
  named,
  nullable,
  object,
  optional,
  string,
  union,
  type Infer,
} from '@pennant/platform';
import { defaultStrategyAnswer } from './list-projects-default-strategy.response';
import { onboardingStatusSchema } from './list-projects-onboarding.response';

const count = integer({ min: 0 });

/** Who owns a project (Unleash's projectSchema `owners`): users, then groups, holding Owner; `system` when nobody does. */
export const projectOwnerSchema = union([
  object({ ownerType: constant('user'), name: string(), email: nullable(string()), imageUrl: string() }, { strict: true }),
  object({ ownerType: constant('group'), name: string() }, { strict: true }),
  object({ ownerType: constant('system') }, { strict: true }),
]);

export type ProjectOwner = Infer<typeof projectOwnerSchema>;

/** A project as Unleash's project list shows it (projectSchema: with its onboarding status and, when any, the number of completed flags to clean up), plus its environments (with their default strategy when one is set, ADR 0052). */
export const projectResponseSchema = named(
  'projectSchema',
  object(
    {
      id: string(),
      name: string(),
      description: nullable(string()),
      mode: string(),
      defaultStickiness: string(),
      health: integer({ min: 0, max: 100 }),
      technicalDebt: integer({ min: 0, max: 100 }),
      featureCount: count,
      staleFeatureCount: count,
      potentiallyStaleFeatureCount: count,
      memberCount: count,
      favorite: boolean(),
      createdAt: dateTime(),
      updatedAt: nullable(dateTime()),
      lastUpdatedAt: nullable(dateTime()),
      lastReportedFlagUsage: nullable(dateTime()),
      archivedAt: nullable(dateTime()),
      owners: array(projectOwnerSchema),
      onboardingStatus: onboardingStatusSchema,
      cleanupCount: optional(integer({ min: 1 })),
      environments: array(object({ environment: string(), defaultStrategy: optional(defaultStrategyAnswer) }, { strict: true })),
    },
    { strict: true },
  ),
);

export type ProjectView = Infer<typeof projectResponseSchema>;

/** Unleash's projectsSchema. */
export const projectsResponseSchema = named(
  'projectsSchema',
  object({ version: constant(1), projects: array(projectResponseSchema) }, { strict: true }),
);
