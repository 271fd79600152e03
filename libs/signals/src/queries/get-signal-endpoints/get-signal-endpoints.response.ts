import { array, boolean, dateTime, integer, named, nullable, object, string, type Infer } from '@pennant/platform';

/** What the signal endpoint routes answer (ADR 0050): the OpenAPI document shows these schemas. */
const tokenFields = {
  id: integer({ min: 1 }),
  name: string(),
  signalEndpointId: integer({ min: 1 }),
  createdAt: dateTime(),
  createdByUserId: nullable(integer()),
};

export const signalEndpointTokenAnswer = named('signalEndpointTokenSchema', object(tokenFields, { strict: true }));
export type SignalEndpointTokenResponse = Infer<typeof signalEndpointTokenAnswer>;

/** A new token with its secret (`token`), answered this once only. */
export const createdSignalEndpointTokenAnswer = object({ ...tokenFields, token: string() }, { strict: true });

export const signalEndpointAnswer = named(
  'signalEndpointSchema',
  object(
    {
      id: integer({ min: 1 }),
      enabled: boolean(),
      name: string(),
      description: nullable(string()),
      createdAt: dateTime(),
      createdByUserId: nullable(integer()),
      tokens: array(signalEndpointTokenAnswer, { maxItems: 10000 }),
    },
    { strict: true },
  ),
);
export type SignalEndpointResponse = Infer<typeof signalEndpointAnswer>;

export const signalEndpointsAnswer = named(
  'signalEndpointsSchema',
  object({ signalEndpoints: array(signalEndpointAnswer, { maxItems: 100000 }) }, { strict: true }),
);
export const signalEndpointTokensAnswer = named(
  'signalEndpointTokensSchema',
  object({ tokens: array(signalEndpointTokenAnswer, { maxItems: 10000 }) }, { strict: true }),
);
