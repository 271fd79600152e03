import { BadDataError, NotFoundError } from '@pennant/kernel';

export class AddonNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Could not find an addon with the id ${id}.`);
  }
}

export class InvalidAddonError extends BadDataError {
  constructor(message: string, path: string) {
    super(message, [{ path, message }]);
  }
}
