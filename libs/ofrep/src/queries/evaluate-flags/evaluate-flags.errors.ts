import type { FastifyRequest } from 'fastify';
import { BadDataError, NotFoundError, type ErrorBody, type ErrorBodyExtension, type RenderedError } from '@pennant/platform';

/** OFREP's error codes of a refused request (`evaluationFailure`, `bulkEvaluationFailure`, `flagNotFound`). */
export type OfrepErrorCode = 'PARSE_ERROR' | 'TARGETING_KEY_MISSING' | 'INVALID_CONTEXT' | 'GENERAL' | 'FLAG_NOT_FOUND';

/** A request OFREP answers 400 with an error code: a body that is not `{context}`, a context Pennant cannot evaluate. */
export class OfrepRequestError extends BadDataError {
  constructor(
    readonly errorCode: Exclude<OfrepErrorCode, 'FLAG_NOT_FOUND' | 'GENERAL'>,
    message: string,
    path?: string,
  ) {
    super(message, path ? [{ path, message }] : undefined);
  }
}

/** A flag the token does not see (unknown, archived, of another project): OFREP's 404 `FLAG_NOT_FOUND`. */
export class OfrepFlagNotFound extends NotFoundError {
  readonly errorCode = 'FLAG_NOT_FOUND';
  constructor(key: string) {
    super(`Flag '${key}' was not found`);
  }
}

/**
 * Pennant's `{id, name, message, details}` error body with OFREP's fields added (ADR 0062), so that
 * an OFREP provider reads its error code and people and logs still find the usual fields (OFREP's
 * schemas allow extra properties). The statuses are OFREP's: a malformed body, a wrong content
 * type or a body over the size limit is 400 (`PARSE_ERROR`, or `INVALID_CONTEXT` for a context too
 * large), an unknown flag 404 `FLAG_NOT_FOUND` with its `key`, a failure 500 with `errorDetails`.
 * 401, 403, 429 and 503 keep Pennant's body (OFREP defines none for them).
 */
export const ofrepErrorBody: ErrorBodyExtension = (rendered: RenderedError, error: unknown, request: FastifyRequest): RenderedError => {
  const key = (request.params as Record<string, string | undefined> | undefined)?.key;
  const details = rendered.body.message;
  const ofrep = (status: number, errorCode: OfrepErrorCode | null): RenderedError => ({
    status,
    headers: rendered.headers,
    body: {
      ...rendered.body,
      ...(key !== undefined && errorCode !== null ? { key } : {}),
      ...(errorCode !== null ? { errorCode } : {}),
      errorDetails: details,
    } as ErrorBody,
  });
  if (error instanceof OfrepRequestError) return ofrep(400, error.errorCode);
  if (error instanceof OfrepFlagNotFound) return ofrep(404, 'FLAG_NOT_FOUND');
  switch (rendered.status) {
    case 400:
    case 415:
      return ofrep(400, 'PARSE_ERROR');
    case 413:
      return ofrep(400, 'INVALID_CONTEXT');
    case 404:
      return ofrep(404, 'FLAG_NOT_FOUND');
    case 500:
      return ofrep(500, null);
    default:
      return rendered;
  }
};
