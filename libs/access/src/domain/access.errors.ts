import { BadDataError, DomainError, ExceedsLimitError, NameExistsError, NoAccessError, NotFoundError } from '@pennant/kernel';

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

/** A username spelled as another user's email (ADR 0056): it would shadow that person's sign-in by email. */
export class UsernameIsAnEmailError extends BadDataError {
  constructor(username: string) {
    super(`The username "${username}" is another user's email address. Choose another username.`, [
      { path: 'body.username', message: "body.username is another user's email address" },
    ]);
  }
}

/** An email that is another user's username (ADR 0056): sign-in by that name would be ambiguous. */
export class EmailIsAUsernameError extends BadDataError {
  constructor(email: string) {
    super(`The email "${email}" is another user's username. Rename that user first, or use another email.`, [
      { path: 'body.email', message: "body.email is another user's username" },
    ]);
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

/** A personal access token asked for a service account (ADR 0056): its tokens are made by an admin, on its own route. */
export class PatsArePersonalError extends NoAccessError {
  constructor() {
    super(
      "Personal access tokens belong to people: a service account cannot have one, nor create one with its own token. An admin creates a service account's tokens with POST /api/admin/service-account/{id}/token.",
    );
  }
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
