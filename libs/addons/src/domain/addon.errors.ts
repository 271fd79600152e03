import { BadDataError, NotFoundError } from '@pennant/platform';

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

/** Addon ids are positive integers; anything else in the path is a 400. */
export function parseAddonId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw new BadDataError('The addon id must be a positive integer.', [{ path: 'params.id', message: 'must be a positive integer' }]);
  return id;
}
