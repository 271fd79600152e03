import { boolean, named, nullable, object, optional, string, type Infer } from '@pennant/platform';
import { signalEndpointNameSchema } from '../create-signal-endpoint/create-signal-endpoint.schema';

/** Every field optional: absent = keep, `description: null` clears. Unknown fields are ignored. */
export const updateSignalEndpointSchema = named(
  'updateSignalEndpointSchema',
  object({
    name: optional(signalEndpointNameSchema),
    description: optional(nullable(string({ maxLength: 10000 }))),
    enabled: optional(boolean()),
  }),
);

export type UpdateSignalEndpointBody = Infer<typeof updateSignalEndpointSchema>;
