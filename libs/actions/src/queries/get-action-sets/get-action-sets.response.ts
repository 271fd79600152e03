import { ACTION_NAMES, CONSTRAINT_OPERATORS, type ActionSetFilter } from '@pennant/events';
import {
  anyValue,
  array,
  boolean,
  constant,
  dateTime,
  integer,
  named,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
  type Infer,
} from '@pennant/platform';

/*
 * What the action set routes answer (ADR 0050): the OpenAPI document shows these schemas and the
 * controllers return their `Infer` types.
 */

const actionFields = {
  id: integer({ min: 1 }),
  action: oneOf(ACTION_NAMES),
  sortOrder: integer(),
  executionParams: record(string(), { maxKeys: 100, key: string() }),
  createdAt: dateTime(),
  createdByUserId: nullable(integer()),
};
export const actionAnswer = object(actionFields, { strict: true });
export type ActionResponse = Infer<typeof actionAnswer>;

const filterAnswer = object(
  {
    operator: oneOf(CONSTRAINT_OPERATORS),
    inverted: boolean(),
    caseInsensitive: boolean(),
    value: optional(string()),
    values: optional(array(string(), { maxItems: 10000 })),
  },
  { strict: true },
);

/** What an action set reacts to: a signal endpoint's signals whose payload passes the filters. */
const matchAnswer = named(
  'actionSetMatchSchema',
  object(
    { source: constant('signal-endpoint'), sourceId: integer({ min: 1 }), payload: record(filterAnswer, { maxKeys: 1000, key: string() }) },
    { strict: true },
  ),
);

const actionSetFields = {
  id: integer({ min: 1 }),
  enabled: boolean(),
  name: string(),
  description: nullable(string()),
  project: string(),
  actorId: integer(),
  match: matchAnswer,
  createdAt: dateTime(),
  createdByUserId: nullable(integer()),
};

/** Unleash's action set. */
export const actionSetAnswer = named(
  'actionSetSchema',
  object({ ...actionSetFields, actions: array(actionAnswer, { maxItems: 1000 }) }, { strict: true }),
);
export type ActionSetResponse = Infer<typeof actionSetAnswer>;
export const actionSetsAnswer = named(
  'actionSetsSchema',
  object({ actions: array(actionSetAnswer, { maxItems: 100000 }) }, { strict: true }),
);

/** One execution of an action set (Unleash's IActionSetEvent): the set as it ran, each action with its outcome. */
const executedActionAnswer = object(
  { ...actionFields, state: oneOf(['success', 'failed', 'not started'] as const), details: optional(string()) },
  { strict: true },
);
export const actionSetEventAnswer = object(
  {
    id: integer({ min: 1 }),
    actionSetId: integer({ min: 1 }),
    signalId: integer({ min: 1 }),
    createdAt: dateTime(),
    state: oneOf(['success', 'failed'] as const),
    /** The signal that triggered it; null once the signal was pruned. */
    signal: nullable(
      object(
        {
          id: integer({ min: 1 }),
          source: string(),
          sourceId: integer(),
          createdBySourceTokenId: nullable(integer()),
          payload: anyValue('The JSON the sender posted'),
          createdAt: dateTime(),
        },
        { strict: true },
      ),
    ),
    actionSet: object({ ...actionSetFields, actions: array(executedActionAnswer, { maxItems: 1000 }) }, { strict: true }),
  },
  { strict: true },
);
export const actionSetEventsAnswer = named(
  'actionSetEventsSchema',
  object({ actionSetEvents: array(actionSetEventAnswer, { maxItems: 1000 }) }, { strict: true }),
);

/** The action definitions (`GET …/actions/config`). */
export const actionConfigAnswer = object(
  {
    actions: array(
      object(
        {
          name: string(),
          label: string(),
          description: string(),
          category: string(),
          permissions: array(string(), { maxItems: 100 }),
          parameters: array(
            object(
              {
                name: string(),
                label: string(),
                type: oneOf(['hidden', 'select'] as const),
                options: optional(array(string(), { maxItems: 100000 })),
              },
              { strict: true },
            ),
            { maxItems: 100 },
          ),
        },
        { strict: true },
      ),
      { maxItems: 1000 },
    ),
  },
  { strict: true },
);

export type { ActionSetFilter };
