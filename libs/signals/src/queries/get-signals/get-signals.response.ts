import type { JsonValue } from '@pennant/events';
import { anyValue, array, constant, dateTime, integer, named, nullable, object, string, type Infer, type Schema } from '@pennant/platform';

/** A received signal; `tokenName`/`sourceName` are null once the token or endpoint is deleted (ADR 0050: the OpenAPI document shows this schema). */
export const signalAnswer = named(
  'signalSchema',
  object(
    {
      id: integer({ min: 1 }),
      source: constant('signal-endpoint'),
      sourceId: integer({ min: 1 }),
      createdBySourceTokenId: nullable(integer()),
      payload: anyValue('The JSON the sender posted') as Schema<JsonValue>,
      createdAt: dateTime(),
      tokenName: nullable(string()),
      sourceName: nullable(string()),
      sourceDescription: nullable(string()),
    },
    { strict: true },
  ),
);
export type SignalResponse = Infer<typeof signalAnswer>;

export const signalsAnswer = named('signalsSchema', object({ signals: array(signalAnswer, { maxItems: 1000 }) }, { strict: true }));
export const endpointSignalsAnswer = named(
  'signalEndpointSignalsSchema',
  object({ signalEndpointSignals: array(signalAnswer, { maxItems: 1000 }) }, { strict: true }),
);
