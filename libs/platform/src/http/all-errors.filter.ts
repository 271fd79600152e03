import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderError, type RenderedError } from './error-body';
import { withRouteConfig } from '../auth/access';
import { REQUEST_ID_HEADER } from './request-id';
import { DomainError } from '@pennant/kernel';
import { logger } from '../logging/logger';

/** The one place that renders errors for routes handled by Nest. */
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    sendError(reply, error);
  }
}

const answeredWith = new WeakMap<object, unknown>();

/**
 * The error `request` was answered with (by sendError), for hooks that run after it (onSend): the
 * typed error itself, so that nothing after the renderer has to recognise an answer by its text.
 */
export function errorAnswered(request: FastifyRequest): unknown {
  return answeredWith.get(request);
}

/**
 * A protocol's own error fields on the routes that speak it (OFREP's `errorCode`, ADR 0062):
 * given the rendered `{id, name, message, details}` answer, returns it with the protocol's fields
 * added (and, where the protocol says so, another status). Declared on the route, so it also
 * covers refusals of the pipeline (authentication, content type, body parsing) on that route.
 */
export type ErrorBodyExtension = (rendered: RenderedError, error: unknown, request: FastifyRequest) => RenderedError;

const ERROR_BODY_CONFIG_KEY = 'errorBody';

/** Declares a route's error body extension (beside its access declaration). */
export function ExtendErrorBody(extension: ErrorBodyExtension): MethodDecorator {
  return withRouteConfig({ [ERROR_BODY_CONFIG_KEY]: extension });
}

function extensionOf(request: FastifyRequest | undefined): ErrorBodyExtension | null {
  const config = request?.routeOptions?.config as Record<string, unknown> | undefined;
  const extension = config?.[ERROR_BODY_CONFIG_KEY];
  return typeof extension === 'function' ? (extension as ErrorBodyExtension) : null;
}

/**
 * Renders `error` as the answer and returns the reply: an async Fastify hook that answers must
 * `return sendError(…)`, which tells Fastify the request ends here (the route never runs).
 */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (reply.request) answeredWith.set(reply.request, error);
  const rawId = (reply.request as { id?: unknown } | undefined)?.id;
  const requestId = typeof rawId === 'string' ? rawId : undefined;
  // Error ids are fresh UUIDs (the contract): the request id when this service generated it (one
  // id for header, body and logs), a new one when the caller chose the request id (ADR 0015).
  const generated = requestId !== undefined && reply.request?.headers[REQUEST_ID_HEADER] !== requestId;
  const rendered = renderError(error, generated ? requestId : undefined);
  const extension = extensionOf(reply.request);
  const { status, body, headers } = extension ? extension(rendered, error, reply.request) : rendered;
  if (status >= 500 && error instanceof DomainError)
    // Planned unavailability (shutting down, not ready, the database away): an operator's warning, not a bug.
    logger.warn('request refused: service unavailable', { errorId: body.id, requestId, status, name: body.name, message: body.message });
  else if (status >= 500)
    logger.error('request failed', {
      errorId: body.id,
      requestId,
      method: reply.request?.method,
      route: reply.request?.routeOptions?.url,
      error: error instanceof Error ? error.stack : String(error),
    });
  else logger.debug('request refused', { errorId: body.id, requestId, status, name: body.name });
  if (reply.sent) return reply;
  return reply.code(status).headers(headers).type('application/json').send(body);
}
