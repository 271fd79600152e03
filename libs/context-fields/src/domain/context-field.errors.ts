import { DomainError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';

export class ContextFieldExistsError extends NameExistsError {
  constructor(name: string) {
    super(`A context field with the name "${name}" already exists.`);
  }
}

export class ContextFieldNotFoundError extends NotFoundError {
  constructor(name: string) {
    super(`Could not find a context field with the name "${name}".`);
  }
}

/** The built-in fields are what every SDK sends: they can be described and given legal values, not deleted. */
export class BuiltInContextFieldError extends InvalidOperationError {
  constructor(name: string) {
    super(`The context field "${name}" is built in and cannot be deleted.`);
  }
}

/** Unleash's 409 for a field constraints still use; `details` names every use. */
export class ContextFieldInUseError extends DomainError {
  readonly name = 'ConflictError';
  readonly status = 409;
}
