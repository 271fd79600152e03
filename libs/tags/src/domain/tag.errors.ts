import { BadDataError, NameExistsError, NotFoundError } from '@pennant/kernel';

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

/** Creating a tag or tagging a flag with a type that does not exist: 404, as Unleash 8 answers. */
export class UnknownTagTypeError extends NotFoundError {
  constructor(type: string) {
    super(`Could not find a tag type with the name "${type}".`, [{ path: 'body.type', message: `the tag type "${type}" does not exist` }]);
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
