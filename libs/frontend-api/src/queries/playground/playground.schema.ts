import { CONSTRAINT_OPERATORS } from '@pennant/events';
import {
  anyOf,
  anyValue,
  array,
  boolean,
  constant,
  integer,
  named,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
  type Infer,
} from '@pennant/platform';

import { sdkVariantPayloadAnswer } from '../frontend-features/frontend-features.response';

const text = (maxLength = 1000) => string({ maxLength });

/** The context to evaluate for (Unleash's sdkContextSchema); `properties` holds the custom context fields. */
const contextSchema = named(
  'sdkContextSchema',
  object(
    {
      appName: optional(text()),
      environment: optional(text()),
      userId: optional(text()),
      sessionId: optional(text()),
      remoteAddress: optional(text()),
      currentTime: optional(string({ minLength: 1, maxLength: 100 })),
      properties: optional(record(text(), { maxKeys: 100, key: string({ minLength: 1, maxLength: 100 }) })),
    },
    { strict: true },
  ),
);

/** Body of POST /api/admin/playground (Unleash's playgroundRequestSchema). */
export const playgroundRequestSchema = named(
  'playgroundRequestSchema',
  object(
    {
      projects: union([constant('*'), array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 })]),
      environment: string({ minLength: 1, maxLength: 100 }),
      context: contextSchema,
    },
    { strict: true },
  ),
);
export type PlaygroundRequest = Infer<typeof playgroundRequestSchema>;

const constraintResult = named(
  'playgroundConstraintSchema',
  object(
    {
      contextName: string(),
      operator: oneOf(CONSTRAINT_OPERATORS),
      caseInsensitive: optional(boolean()),
      inverted: optional(boolean()),
      values: optional(array(string(), { maxItems: 10000 })),
      value: optional(string()),
      result: boolean(),
    },
    { strict: true },
  ),
);
const constraintResults = array(constraintResult, { maxItems: 10000 });

const strategyResult = named(
  'playgroundStrategySchema',
  object(
    {
      name: string(),
      title: optional(string()),
      id: string(),
      disabled: boolean(),
      parameters: record(string(), { maxKeys: 1000, key: string() }),
      result: object(
        {
          enabled: anyOf<boolean | 'unknown'>(boolean(), constant('unknown')),
          evaluationStatus: oneOf(['complete', 'incomplete'] as const),
        },
        { strict: true },
      ),
      constraints: constraintResults,
      segments: array(
        object({ id: integer({ min: 1 }), name: string(), result: boolean(), constraints: constraintResults }, { strict: true }),
        { maxItems: 1000 },
      ),
      links: object({ edit: string() }, { strict: true }),
    },
    { strict: true },
  ),
);
export type PlaygroundStrategy = Infer<typeof strategyResult>;

const playgroundStrategies = named(
  'playgroundStrategiesSchema',
  object(
    {
      result: anyOf<boolean | 'unknown'>(boolean(), constant('unknown')),
      data: array(strategyResult, { maxItems: 1000 }),
    },
    { strict: true },
  ),
);
const playgroundVariant = named(
  'playgroundVariantSchema',
  object({ name: string(), enabled: boolean(), payload: optional(sdkVariantPayloadAnswer) }, { strict: true }),
);

/** The fields of one flag's result (Unleash's playgroundFeatureSchema). */
function playgroundFeatureShape() {
  return {
    name: string(),
    projectId: string(),
    isEnabled: boolean(),
    isEnabledInCurrentEnvironment: boolean(),
    hasUnsatisfiedDependency: boolean(),
    strategies: playgroundStrategies,
    variant: playgroundVariant,
    variants: array(anyValue('A variant of the flag in the environment, as stored'), { maxItems: 1000 }),
  };
}

const playgroundFeature = named('playgroundFeatureSchema', object(playgroundFeatureShape(), { strict: true }));
export type PlaygroundFeature = Infer<typeof playgroundFeature>;

/** The answer (Unleash's playgroundResponseSchema): the input, and every flag's result with its reasons. */
export const playgroundResponseSchema = named(
  'playgroundResponseSchema',
  object({ input: playgroundRequestSchema, features: array(playgroundFeature, { maxItems: 1000000 }) }, { strict: true }),
);
export type PlaygroundResponse = Infer<typeof playgroundResponseSchema>;

/**
 * Body of POST /api/admin/playground/advanced (Unleash's advancedPlaygroundRequestSchema): several
 * environments, and context values that list several values (comma-separated) to try each.
 */
export const advancedPlaygroundRequestSchema = named(
  'advancedPlaygroundRequestSchema',
  object(
    {
      environments: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
      projects: optional(union([constant('*'), array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 })])),
      context: contextSchema,
    },
    { strict: true },
  ),
);
export type AdvancedPlaygroundRequest = Infer<typeof advancedPlaygroundRequestSchema>;

/** One flag in one environment for one of the contexts tried (Unleash's advancedPlaygroundEnvironmentFeatureSchema). */
const advancedEnvironmentFeature = object(
  {
    ...playgroundFeatureShape(),
    environment: string(),
    context: record(string(), { maxKeys: 200, key: string() }),
  },
  { strict: true },
);

/** The answer (Unleash's advancedPlaygroundResponseSchema): every flag, per environment, per context tried. */
export const advancedPlaygroundResponseSchema = named(
  'advancedPlaygroundResponseSchema',
  object(
    {
      input: advancedPlaygroundRequestSchema,
      features: array(
        object(
          {
            name: string(),
            projectId: string(),
            environments: record(array(advancedEnvironmentFeature, { maxItems: 1000 }), { maxKeys: 100, key: string() }),
          },
          { strict: true },
        ),
        { maxItems: 1000000 },
      ),
    },
    { strict: true },
  ),
);
export type AdvancedPlaygroundResponse = Infer<typeof advancedPlaygroundResponseSchema>;
