import { randomUUID } from 'node:crypto';
import { AuthenticationRequired, DomainError, type ErrorDetail } from '@pennant/kernel';

export interface ErrorBody {
  id: string;
  name: string;
  message: string;
  /** Always present, as Unleash sends it: the error's own details, else one entry repeating the message. */
  details: ErrorDetail[];
}

export interface RenderedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Fastify's own errors (parsing, limits) by code → our kinds. Never leaks internals. */
const FASTIFY_ERRORS: Record<string, { status: number; name: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    name: 'ContentTypeError',
    message: 'We do not accept the content-type you provided. Use application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, name: 'BadDataError', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, name: 'PayloadTooLargeError', message: 'The request body is larger than the allowed limit.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    name: 'BadDataError',
    message: 'The request body is empty but Content-Type is application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, name: 'BadDataError', message: 'The request body is not valid JSON.' },
  FST_ERR_BAD_URL: { status: 400, name: 'BadDataError', message: 'The request URL could not be decoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, name: 'BadDataError', message: 'A path parameter is longer than allowed.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, name: 'BadDataError', message: 'The request could not be routed.' },
};

/** The database could not be reached (a refused or lost connection, the server shutting down): rendered 503 ServiceUnavailableError. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: errors raised by Node's sockets may come from another realm (a test's VM context).
  if (typeof error !== 'object' || error === null) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300'].includes(
      code,
    ) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      String((error as { message?: unknown }).message ?? ''),
    )
  );
}

/**
 * Every error body carries `details`: the spec requires `{id, name, message}` and
 * Unleash adds `details: [{message}]` to each of its errors, which its clients and UI read. An
 * error with details of its own (validation: which field, what is wrong) keeps them; any other
 * repeats its message there, as Unleash's default.
 */
function withDetails(id: string, name: string, message: string, details?: readonly ErrorDetail[]): ErrorBody {
  return { id, name, message, details: details && details.length > 0 ? [...details] : [{ message }] };
}

/** Turns anything thrown into the `{id, name, message, details?}` body and a status; `id` = the request id when known. */
export function renderError(error: unknown, requestId?: string): RenderedError {
  // The error id is the request's id (x-request-id, ADR 0015): one id to find the request in logs.
  const id = requestId ?? randomUUID();
  const headers: Record<string, string> = {};
  if (error instanceof DomainError) {
    const body = withDetails(id, error.name, error.message, error.details);
    const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (typeof retry === 'number') headers['retry-after'] = String(retry);
    const permissions = (error as { permissions?: string[] }).permissions;
    if (permissions && permissions.length > 0) Object.assign(body, { permissions });
    if (error instanceof AuthenticationRequired && error.signIn) Object.assign(body, error.signIn);
    return { status: error.status, body, headers };
  }
  // Nest wraps Fastify's 4xx errors (parsing, limits) in an HttpException whose cause is the original.
  const wrapped = error as { cause?: unknown; getStatus?: () => number };
  const e = (wrapped?.cause && typeof wrapped.cause === 'object' ? wrapped.cause : error) as Error & {
    code?: string;
    statusCode?: number;
    status?: number;
  };
  if (e && typeof e === 'object') {
    const known = e.code ? FASTIFY_ERRORS[e.code] : undefined;
    if (known) return { status: known.status, body: withDetails(id, known.name, known.message), headers };
    if (isDatabaseUnavailable(e)) {
      headers['retry-after'] = '1';
      return {
        status: 503,
        body: withDetails(id, 'ServiceUnavailableError', 'The database is not reachable right now. Retry shortly.'),
        headers,
      };
    }
    const status = e.statusCode ?? (typeof wrapped.getStatus === 'function' ? wrapped.getStatus() : e.status);
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const name =
        status === 404 ? 'NotFoundError' : status === 415 ? 'ContentTypeError' : status === 413 ? 'PayloadTooLargeError' : 'BadDataError';
      const message = status === 404 ? 'The requested resource does not exist.' : 'The request could not be processed.';
      return { status, body: withDetails(id, name, message), headers };
    }
  }
  return { status: 500, body: withDetails(id, 'InternalError', `Something went wrong on our side (error id ${id}).`), headers };
}
