/** A refusal of the API (`{id, name, message, details?}`), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: ReadonlyArray<{ path?: string; message?: string }> = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API's own message when the body has one; the status line otherwise (never silent). */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (isRecord(body) && typeof body.message === 'string') {
    const details = Array.isArray(body.details)
      ? body.details.filter(isRecord).map((d) => ({
          path: typeof d.path === 'string' ? d.path : undefined,
          message: typeof d.message === 'string' ? d.message : undefined,
        }))
      : [];
    return new ApiError(status, typeof body.name === 'string' ? body.name : 'Error', body.message, details);
  }
  return new ApiError(status, 'Error', `The server answered ${status}${statusText ? ` ${statusText}` : ''}.`);
}

/** Any thrown value as one sentence a person can read. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
