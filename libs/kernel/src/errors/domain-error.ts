/** One entry of an error's `details` array (which parameter or field, and what is wrong). */
export interface ErrorDetail {
  message: string;
  path?: string;
}

/**
 * Base of every typed error the service reports. `name` is the public error kind, `status` the
 * HTTP status the global filter uses. Nothing below a controller throws HTTP exceptions.
 */
export abstract class DomainError extends Error {
  abstract override readonly name: string;
  abstract readonly status: number;
  readonly details?: ErrorDetail[];

  constructor(message: string, details?: ErrorDetail[]) {
    super(message);
    if (details) this.details = details;
  }
}

export class BadDataError extends DomainError {
  readonly name = 'BadDataError';
  readonly status = 400;
}

/**
 * Where and how a person signs in, carried by a 401 of a route people reach with a session:
 * Unleash's 401 has these three fields, and its admin UI reads them to choose its sign-in form.
 */
export interface SignInHint {
  /** The sign-in route (username or email and password). */
  path: string;
  /** Unleash's name for the sign-in kind: `password` (a username/password form). */
  type: 'password';
  /** Whether the password form starts hidden (Unleash hides it behind single sign-on buttons). */
  defaultHidden: boolean;
}

export const PASSWORD_SIGN_IN: SignInHint = { path: '/auth/simple/login', type: 'password', defaultHidden: false };

export class AuthenticationRequired extends DomainError {
  readonly name = 'AuthenticationRequired';
  readonly status = 401;
  constructor(
    message = 'You must provide a valid API token in the Authorization header.',
    readonly signIn?: SignInHint,
  ) {
    super(message);
  }
}

export class NoAccessError extends DomainError {
  readonly name = 'NoAccessError';
  readonly status = 403;
  constructor(
    message: string,
    readonly permissions: string[] = [],
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly name = 'NotFoundError';
  readonly status = 404;
}

export class NameExistsError extends DomainError {
  readonly name = 'NameExistsError';
  readonly status = 409;
}

export class ContentTypeError extends DomainError {
  readonly name = 'ContentTypeError';
  readonly status = 415;
  constructor(
    message = 'We do not accept the content-type you provided. Try using one of the content-types we do accept instead (application/json) and make sure the body is in the corresponding format.',
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly name = 'PayloadTooLargeError';
  readonly status = 413;
}

export class ServiceUnavailableError extends DomainError {
  readonly name = 'ServiceUnavailableError';
  readonly status = 503;
}

export class InvalidOperationError extends DomainError {
  readonly name = 'InvalidOperationError';
  readonly status = 403;
}

export class ExceedsLimitError extends DomainError {
  readonly name = 'ExceedsLimitError';
  readonly status = 400;
}

export class RateLimitError extends DomainError {
  readonly name = 'RateLimitError';
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
