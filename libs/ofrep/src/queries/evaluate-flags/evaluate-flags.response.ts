import { anyValue, array, named, object, optional, record, string } from '@pennant/platform';

/**
 * The documented shapes of OFREP's answers (ADR 0050: the OpenAPI document shows them; the
 * tests also validate every answer against OFREP's own document, vendored in test/ofrep/).
 */
const metadata = record(anyValue('a string, a number or a boolean'), { maxKeys: 100, key: string() });

export const ofrepEvaluationAnswer = named(
  'ofrepEvaluationSchema',
  object(
    {
      key: string(),
      reason: optional(string()),
      variant: optional(string()),
      value: optional(anyValue("the flag's value: a boolean, a string, a number or an object; absent: use the default in code")),
      errorCode: optional(string()),
      errorDetails: optional(string()),
      metadata: optional(metadata),
    },
    { strict: true },
  ),
);

export const ofrepBulkEvaluationAnswer = named(
  'ofrepBulkEvaluationSchema',
  object(
    {
      flags: array(ofrepEvaluationAnswer, { maxItems: 1_000_000 }),
      metadata: optional(metadata),
      eventStreams: optional(
        array(
          object(
            {
              type: string(),
              endpoint: object({ requestUri: string() }, { strict: true }),
            },
            { strict: true },
          ),
          { maxItems: 10 },
        ),
      ),
    },
    { strict: true },
  ),
);
