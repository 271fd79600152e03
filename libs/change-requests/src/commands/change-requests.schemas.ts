import { array, boolean, integer, nullable, object, oneOf, optional, string } from '@pennant/platform';
import type { Schema } from '@pennant/platform';
import type { JsonObject } from '@pennant/events';

export const CHANGE_ACTIONS = [
  'updateEnabled',
  'addStrategy',
  'updateStrategy',
  'deleteStrategy',
  'patchVariant',
  'reorderStrategy',
  'archiveFeature',
  'addDependency',
  'deleteDependency',
  'updateSegment',
  'deleteSegment',
] as const;

/** The actions that change a segment (`segmentId`); every other one changes a flag (`feature`). */
export const SEGMENT_CHANGE_ACTIONS: readonly string[] = ['updateSegment', 'deleteSegment'];

const jsonObject: Schema<JsonObject> = {
  json: { type: 'object', additionalProperties: true },
  parse(value, path, problems) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return void problems.push({ path, message: `${path} must be an object` });
    return value as JsonObject;
  },
};

export const configSchema = object({
  changeRequestsEnabled: boolean(),
  requiredApprovals: optional(integer({ min: 1, max: 10 })),
});

const changeSchema = object({
  feature: optional(string({ minLength: 1, maxLength: 100 })),
  segmentId: optional(integer({ min: 1, max: 2147483647 })),
  action: oneOf(CHANGE_ACTIONS),
  payload: optional(jsonObject),
});

export const addChangeSchema = changeSchema;
export const addChangesSchema = array(changeSchema, { maxItems: 100 });

export const stateSchema = object({
  state: oneOf(['Draft', 'In review', 'Approved', 'Applied', 'Cancelled', 'Rejected', 'Scheduled'] as const),
  comment: optional(nullable(string({ maxLength: 2000 }))),
  scheduledAt: optional(string({ pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, patternHint: 'must be an RFC 3339 date-time' })),
  title: optional(string({ maxLength: 200 })),
});
