import { constraintSchema } from '@pennant/features';
import { array, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

/** Body of POST and PUT segments (Unleash's upsertSegmentSchema). */
export const upsertSegmentSchema = named(
  'upsertSegmentSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    description: optional(nullable(string({ maxLength: 1000 }))),
    project: optional(nullable(string({ minLength: 1, maxLength: 100 }))),
    constraints: array(constraintSchema, { maxItems: 1000 }),
  }),
);

export type UpsertSegmentBody = Infer<typeof upsertSegmentSchema>;
