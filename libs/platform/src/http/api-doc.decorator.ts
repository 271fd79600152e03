import { SetMetadata } from '@nestjs/common';

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

export const API_DOC = 'pennant:api-doc';

/** The description of a documented success answer without a body (`noBody`). */
export const NO_BODY = 'Success (empty body)';

/** Attaches OpenAPI documentation to a route; the generator reads it with the route metadata. */
export const ApiDoc = (options: ApiDocOptions): MethodDecorator => SetMetadata(API_DOC, options);
