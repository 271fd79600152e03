import type { JsonValue } from '@pennant/events';
import { named, object, oneOf, optional, string, type Schema } from '@pennant/kernel';

/** Any JSON value (the `value` of a JSON patch operation). */
const jsonValue: Schema<JsonValue> = { json: {}, parse: (value) => value as JsonValue };

/** One RFC 6902 operation of the JSON patches on a strategy and on a variant list (Unleash's patchSchema). */
export const jsonPatchOperationSchema = named(
  'patchSchema',
  object({
    op: oneOf(['add', 'remove', 'replace', 'move', 'copy', 'test'] as const),
    path: string({ maxLength: 1000 }),
    value: optional(jsonValue),
    from: optional(string({ maxLength: 1000 })),
  }),
);
