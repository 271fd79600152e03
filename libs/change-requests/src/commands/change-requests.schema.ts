import { array, boolean, integer, named, nullable, object, oneOf, optional, string } from '@pennant/platform';
import type { Schema } from '@pennant/platform';
import type { JsonObject } from '@pennant/events';
import { CHANGE_ACTIONS, CHANGE_PAYLOADS, isSegmentAction } from '../payloads/change-payloads';

const jsonObject: Schema<JsonObject> = {
  json: { type: 'object', additionalProperties: true },
  parse(value, path, problems) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return void problems.push({ path, message: `${path} must be an object` });
    return value as JsonObject;
  },
};

export const configSchema = named(
  'changeRequestConfigUpdateSchema',
  object({
    changeRequestsEnabled: boolean(),
    requiredApprovals: optional(integer({ min: 1, max: 10 })),
  }),
);

const featureName = string({ minLength: 1, maxLength: 100 });
const segmentId = integer({ min: 1, max: 2147483647 });

/** The envelope of a change; its payload is then checked with its action's schema (`payloads/change-payloads.ts`). */
const changeSchema = object({
  feature: optional(featureName),
  segmentId: optional(segmentId),
  action: oneOf(CHANGE_ACTIONS),
  payload: optional(jsonObject),
});

export const addChangeSchema = changeSchema;
export const MAX_CHANGES = 100;
export const addChangesSchema = array(changeSchema, { maxItems: MAX_CHANGES });

/** One change as the OpenAPI document shows it: one member per action, with that action's payload. */
const documentedChange = {
  title: 'changeRequestCreateSchema',
  oneOf: CHANGE_ACTIONS.map((action) => {
    const payload = CHANGE_PAYLOADS[action].json;
    const target = isSegmentAction(action) ? 'segmentId' : 'feature';
    // A payload with required fields must be sent; one without may be left out (it is `{}`).
    const required = [target, 'action', ...(Array.isArray(payload.required) && payload.required.length > 0 ? ['payload'] : [])];
    return {
      type: 'object',
      properties: { [target]: (target === 'feature' ? featureName : segmentId).json, action: { type: 'string', enum: [action] }, payload },
      required,
      additionalProperties: true,
    };
  }),
};

/** The body of the add-change route: one change or an array of them. */
export const addChangesBodyJson = {
  title: 'changeRequestOneOrManyCreateSchema',
  oneOf: [documentedChange, { type: 'array', items: documentedChange, maxItems: MAX_CHANGES }],
};

export const stateSchema = named(
  'changeRequestStateSchema',
  object({
    state: oneOf(['Draft', 'In review', 'Approved', 'Applied', 'Cancelled', 'Rejected', 'Scheduled'] as const),
    comment: optional(nullable(string({ maxLength: 2000 }))),
    scheduledAt: optional(
      string({
        pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/,
        patternHint: 'must be an RFC 3339 date-time',
      }),
    ),
    title: optional(string({ maxLength: 200 })),
  }),
);
