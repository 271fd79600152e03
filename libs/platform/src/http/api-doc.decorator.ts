import { SetMetadata } from '@nestjs/common';
import type { Schema } from '@pennant/kernel';

export type JsonSchema = Record<string, unknown>;

/** Documentation of one route for the generated OpenAPI document. */
export interface ApiDocOptions {
  summary: string;
  tag?: string;
  /** The schema the handler validates the body with (`someSchema.json`). */
  body?: JsonSchema;
  query?: Record<string, JsonSchema>;
  /** The success response schema (named as in the spec): `someAnswerSchema.json` of the schema the handler returns (ADR 0050). */
  response?: JsonSchema;
  /** The success response (a 200/201/202, as Unleash answers) has an empty body. */
  noBody?: boolean;
  /** Extra statuses this route answers besides the success status. */
  errors?: number[];
  /** The success response is a `text/event-stream` (Server-Sent Events), not JSON. */
  stream?: boolean;
  /** The success response is newline-delimited JSON (`application/x-ndjson`), one document per line, streamed. */
  ndjson?: boolean;
  /** The success response is Prometheus text (`text/plain; version=0.0.4`), not JSON. */
  text?: boolean;
}

/** `T` with its arrays possibly read-only: a handler may answer a constant list (JSON has no read-only). */
export type Readable<T> = T extends readonly (infer E)[]
  ? readonly Readable<E>[]
  : T extends object
    ? { [K in keyof T]: Readable<T[K]> }
    : T;

/** A write route's answer: the body and the receipt of what the write did (`WriteAnswer`, @pennant/core). */
type Written<T> = { readonly receipt: unknown; readonly body: Readable<T> };

/** A route handler whose answer is a `T` (returned or resolved), or a write's answer of a `T`. */
type Answering<T> = (...args: never[]) => Readable<T> | Written<T> | Promise<Readable<T> | Written<T>>;

/** A method decorator that compiles only on a handler whose answer is a `T`. */
export type AnsweringDecorator<T> = <H extends Answering<T>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<H>,
) => void;

export const API_DOC = 'pennant:api-doc';

/** The description of a documented success answer without a body (`noBody`). */
export const NO_BODY = 'Success (empty body)';

function isSchema(value: JsonSchema | Schema<unknown>): value is Schema<unknown> {
  return typeof (value as Partial<Schema<unknown>>).parse === 'function' && typeof value.json === 'object';
}

/**
 * Attaches OpenAPI documentation to a route; the generator reads it with the route metadata.
 * Given a `response` schema object (not its `.json`), the handler must answer that schema's
 * `Infer` type, so the documented answer and the handler's cannot drift apart.
 */
export function ApiDoc<T>(options: Omit<ApiDocOptions, 'response'> & { response: Schema<T> }): AnsweringDecorator<T>;
export function ApiDoc(options: ApiDocOptions): MethodDecorator;
export function ApiDoc(options: Omit<ApiDocOptions, 'response'> & { response?: JsonSchema | Schema<unknown> }): MethodDecorator {
  const response = options.response && isSchema(options.response) ? options.response.json : options.response;
  return SetMetadata(API_DOC, { ...options, ...(response ? { response } : {}) });
}
