import { named, object, string, type Infer } from '@pennant/platform';

/** Body of token create and rename. */
export const signalEndpointTokenSchema = named(
  'createSignalEndpointTokenSchema',
  object({
    name: string({ minLength: 1, maxLength: 100 }),
  }),
);

export type SignalEndpointTokenBody = Infer<typeof signalEndpointTokenSchema>;
