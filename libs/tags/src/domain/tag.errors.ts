import { BadDataError, NameExistsError, NotFoundError } from '@pennant/platform';

export class TagTypeExistsError extends NameExistsError {
  constructor(name: string) {
    super(`There's already a tag type with the name "${name}".`);
  }
}

export class TagTypeNotFoundError extends NotFoundError {
  constructor(name: string) {
    super(`Could not find a tag type with the name "${name}".`);
  }
}

/** Creating a tag or tagging a flag with a type that does not exist (Unleash: 400). */
export class UnknownTagTypeError extends BadDataError {
  constructor(type: string) {
    super(`Request validation failed: your request body or params contain invalid data: the tag type "${type}" does not exist`, [{ path: 'body.type', message: `the tag type "${type}" does not exist` }]);
  }
}

export class TagExistsError extends NameExistsError {
  constructor(type: string, value: string) {
    super(`The tag "${type}:${value}" already exists.`);
  }
}

export class BuiltInTagTypeError extends BadDataError {
  constructor(name: string) {
    super(`The tag type "${name}" is built in and cannot be deleted.`);
  }
}
