import { object, string, type Infer } from '@pennant/platform';

/** Body of token create and rename. */
export const signalEndpointTokenSchema = object({
  name: string({ minLength: 1, maxLength: 100 }),
});

export type SignalEndpointTokenBody = Infer<typeof signalEndpointTokenSchema>;
