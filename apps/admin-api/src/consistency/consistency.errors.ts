import type { FastifyReply } from 'fastify';
import { DomainError, logger, REQUEST_ID_HEADER, renderError } from '@pennant/platform';

/**
 * The read models are behind the log by more than the readiness threshold (a restore, a reset
 * projection catching up): answers computed from them would be wrong, so none is given (ADR 0033).
 */
export class NotReadyError extends DomainError {
  readonly name = 'NotReady';
  readonly status = 503;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * Answers NotReady like sendError does (the error id is the request id when this service made
 * it), but logged at debug: during a restore every request gets it, and it is no failure.
 */
export function sendNotReady(reply: FastifyReply, error: NotReadyError): FastifyReply {
  const requestId = reply.request.id;
  const generated = reply.request.headers[REQUEST_ID_HEADER] !== requestId;
  const { status, body, headers } = renderError(error, generated ? requestId : undefined);
  logger.debug('request refused: read models behind', { errorId: body.id, requestId });
  return reply.code(status).headers(headers).type('application/json').send(body);
}
