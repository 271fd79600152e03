import { BadDataError, DomainError, ExceedsLimitError, NameExistsError, NotFoundError } from '@pennant/platform';

export class ApiTokenNotFoundError extends NotFoundError {
  constructor() {
    // Never echo the secret: it arrives in the path.
    super('Could not find an API token with that secret.');
  }
}

export class ApiTokensLimitError extends ExceedsLimitError {
  constructor(limit: number) {
    super(`Failed to create API token. You can't create more than the established limit of ${limit}.`);
  }
}

export class UserNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Could not find a user with id ${id}.`);
  }
}

export class UserExistsError extends BadDataError {
  constructor() {
    super('User already exists');
  }
}

export class PatNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Could not find a personal access token with id ${id}.`);
  }
}

export class PatDescriptionExistsError extends NameExistsError {
  constructor(description: string) {
    super(`A personal access token with the description "${description}" already exists.`);
  }
}

/** Unleash's 403 for an operation the caller may not do here (too many PATs). */
export class OperationDeniedError extends DomainError {
  readonly name = 'OperationDeniedError';
  readonly status = 403;
}

export class ServiceAccountNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Could not find a service account with the id ${id}.`);
  }
}

/** A user may not deactivate themselves (they would lock themselves out mid-request). */
export class CannotDeactivateSelfError extends BadDataError {
  constructor() {
    super('You cannot deactivate yourself.');
  }
}

/** Deactivating the last active Admin would leave nobody able to administer users (409). */
export class LastActiveAdminError extends DomainError {
  readonly name = 'ConflictError';
  readonly status = 409;
  constructor() {
    super('You cannot deactivate the last active Admin user. Give another user the Admin role first.');
  }
}

/** An admin route named a sign-up link that does not exist (ADR 0051); the secret is never echoed. */
export class PublicSignupTokenNotFoundError extends NotFoundError {
  constructor() {
    super('Could not find a sign-up link with that token.');
  }
}

/**
 * The one public answer for a sign-up link that is unknown, disabled or expired (ADR 0051): 400 as
 * Unleash answers, named and worded like ADR 0047's invitation links; no oracle between the cases.
 */
export class InvalidSignupTokenError extends DomainError {
  readonly name = 'InvalidTokenError';
  readonly status = 400;
  constructor() {
    super('This sign-up link does not work: it has expired or was disabled. Ask an administrator for a new link.');
  }
}
