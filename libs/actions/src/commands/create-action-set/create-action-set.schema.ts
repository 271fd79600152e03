import { ACTION_NAMES, CONSTRAINT_OPERATORS } from '@pennant/events';
import { array, boolean, integer, named, nullable, object, oneOf, optional, record, string, type Infer } from '@pennant/platform';

const MAX_INT = 2147483647;

const valueString = string({ maxLength: 1000 });
const nameSchema = string({ minLength: 1, maxLength: 255 });
const descriptionSchema = nullable(string({ maxLength: 10000 }));
const actorIdSchema = integer({ min: 1, max: MAX_INT });

/** A filter: a strategy constraint without `contextName` (the payload field is its key). */
export const actionSetFilterSchema = object({
  operator: oneOf(CONSTRAINT_OPERATORS),
  inverted: optional(boolean()),
  caseInsensitive: optional(boolean()),
  value: optional(valueString),
  values: optional(array(valueString, { maxItems: 10000 })),
});

export const actionSetMatchSchema = named(
  'createActionSetMatchSchema',
  object({
    source: oneOf(['signal-endpoint'] as const),
    sourceId: integer({ min: 1, max: MAX_INT }),
    payload: optional(record(actionSetFilterSchema, { maxKeys: 1000, key: string({ minLength: 1, maxLength: 255 }) })),
  }),
);

export const actionSchema = named(
  'createActionSchema',
  object({
    action: oneOf(ACTION_NAMES),
    sortOrder: integer({ min: 1, max: MAX_INT }),
    executionParams: record(string({ minLength: 1, maxLength: 255 }), { maxKeys: 20, key: string({ minLength: 1, maxLength: 100 }) }),
  }),
);

const actionsSchema = array(actionSchema, { maxItems: 10000 });

/** Unleash's action set body. Limits are the decider's (400 ExceedsLimitError). */
export const createActionSetSchema = named(
  'createActionSetSchema',
  object({
    name: nameSchema,
    description: optional(descriptionSchema),
    enabled: optional(boolean()),
    actorId: actorIdSchema,
    match: actionSetMatchSchema,
    actions: actionsSchema,
  }),
);

/** PUT: the same fields, each optional (absent = keep); `match` and `actions` replace the whole value. */
export const updateActionSetSchema = named(
  'updateActionSetSchema',
  object({
    name: optional(nameSchema),
    description: optional(descriptionSchema),
    enabled: optional(boolean()),
    actorId: optional(actorIdSchema),
    match: optional(actionSetMatchSchema),
    actions: optional(actionsSchema),
  }),
);

export type CreateActionSetBody = Infer<typeof createActionSetSchema>;
export type UpdateActionSetBody = Infer<typeof updateActionSetSchema>;
export type ActionSetMatchBody = Infer<typeof actionSetMatchSchema>;
export type ActionBody = Infer<typeof actionSchema>;
