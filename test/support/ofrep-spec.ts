import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { safeLoad } from 'js-yaml';

type Json = Record<string, unknown>;
export type OfrepOperation = 'evaluateFlag' | 'evaluateFlagsBulk';

/** The vendored OFREP OpenAPI document (test/ofrep/openapi.yaml, Apache-2.0), as published. */
export function ofrepDocument(): Json {
  return safeLoad(readFileSync(join(__dirname, '..', 'ofrep', 'openapi.yaml'), 'utf8')) as Json;
}

/**
 * OFREP 0.3.0's success schema cannot be met as published: `codeDefaultFlag` (`type: object`,
 * no properties) matches every answer, and an integer is both `integerFlag` and `floatFlag`, so
 * the value types' `oneOf` fails for every answer that has a value. The checks read the document
 * as its prose and ADR 0006 say it: `codeDefaultFlag` is an answer *without* `value`, and the
 * value is of one of the listed types (`anyOf`). Nothing else is changed.
 */
function corrected(doc: Json): Json {
  const copy = JSON.parse(JSON.stringify(doc)) as { components: { schemas: Record<string, Json> } };
  const schemas = copy.components.schemas;
  schemas.codeDefaultFlag = { ...schemas.codeDefaultFlag, not: { required: ['value'] } };
  const success = schemas.evaluationSuccess as { allOf: Json[] };
  success.allOf = success.allOf.map((part) => ('oneOf' in part ? { anyOf: part.oneOf } : part));
  return copy as unknown as Json;
}

/** A status OFREP's `Retry-After` reads: seconds (RFC 9110, the bulk route's integer) or a date. */
function retryAfterOk(value: unknown): boolean {
  return typeof value === 'string' && (/^\d+$/.test(value) || !Number.isNaN(Date.parse(value)));
}

export interface OfrepSpec {
  /** Problems of one answer against OFREP's document (an empty list when it conforms). */
  check(operation: OfrepOperation, status: number, body: unknown, headers: Record<string, unknown>): string[];
  /** Problems of a value against one of the document's schemas (`sseEvent`, `sseEventData`, …). */
  conforms(schema: string, value: unknown): string[];
}

/** Validators of every documented OFREP answer (status, body schema, required headers). */
export function loadOfrepSpec(): OfrepSpec {
  const doc = corrected(ofrepDocument());
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'ofrep', components: doc.components }, 'ofrep');
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const operations = new Map<string, Json>();
  for (const methods of Object.values(paths)) for (const op of Object.values(methods)) operations.set(op.operationId as string, op);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string): ValidateFunction => {
    let v = compiled.get(ref);
    if (!v) {
      v = ajv.compile({ $ref: `ofrep${ref}` });
      compiled.set(ref, v);
    }
    return v;
  };
  return {
    conforms(schema, value) {
      const validate = validator(`#/components/schemas/${schema}`);
      return validate(value) ? [] : [`${JSON.stringify(value).slice(0, 300)} does not match ${schema}: ${ajv.errorsText(validate.errors)}`];
    },
    check(operation, status, body, headers) {
      const op = operations.get(operation);
      if (!op) return [`OFREP has no operation ${operation}`];
      const responses = op.responses as Record<string, { content?: Record<string, { schema?: { $ref?: string } }>; headers?: Json }>;
      const response = responses[String(status)];
      if (!response) return [`${operation} answered ${status}, which OFREP does not define`];
      const problems: string[] = [];
      const ref = response.content?.['application/json']?.schema?.$ref;
      if (ref) {
        const validate = validator(ref);
        if (!validate(body))
          problems.push(
            `${operation} ${status}: ${JSON.stringify(body).slice(0, 300)} does not match ${ref}: ${ajv.errorsText(validate.errors)}`,
          );
      } else if (status !== 304 && body !== undefined && body !== null && body !== '' && status !== 401 && status !== 403 && status !== 429)
        problems.push(`${operation} ${status}: OFREP defines no body`);
      if (response.headers?.ETag && typeof headers.etag !== 'string') problems.push(`${operation} ${status}: no ETag header`);
      if (response.headers?.['Retry-After'] && !retryAfterOk(headers['retry-after']))
        problems.push(`${operation} ${status}: Retry-After ${String(headers['retry-after'])} is neither seconds nor a date`);
      return problems;
    },
  };
}
