import { array, boolean, constant, integer, named, nullable, object, string, type Infer } from '@pennant/platform';

const count = integer({ min: 0 });

/** Unleash's environmentSchema: an instance environment and how many projects use it. */
export const environmentResponseSchema = named(
  'environmentSchema',
  object(
    {
      name: string(),
      type: string(),
      enabled: boolean(),
      protected: boolean(),
      sortOrder: integer(),
      projectCount: count,
      /** Unleash's experimental field; Pennant configures approvals per project: always null here. */
      requiredApprovals: nullable(integer({ min: 0 })),
    },
    { strict: true },
  ),
);

export type EnvironmentView = Infer<typeof environmentResponseSchema>;

/** Unleash's environmentsSchema. */
export const environmentsResponseSchema = named(
  'environmentsSchema',
  object({ version: constant(1), environments: array(environmentResponseSchema) }, { strict: true }),
);

/** Unleash's environmentProjectSchema: every environment, `visible` if the project has it. */
export const projectEnvironmentResponseSchema = named(
  'environmentProjectSchema',
  object(
    {
      name: string(),
      type: string(),
      enabled: boolean(),
      protected: boolean(),
      sortOrder: integer(),
      /** The project's change-request approvals in this environment when change requests are on there, else null. */
      requiredApprovals: nullable(integer({ min: 0 })),
      projectApiTokenCount: count,
      projectEnabledToggleCount: count,
      visible: boolean(),
    },
    { strict: true },
  ),
);

export type ProjectEnvironmentView = Infer<typeof projectEnvironmentResponseSchema>;

/** Unleash's environmentsProjectSchema. */
export const projectEnvironmentsResponseSchema = named(
  'environmentsProjectSchema',
  object({ version: constant(1), environments: array(projectEnvironmentResponseSchema) }, { strict: true }),
);
