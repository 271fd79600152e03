import { BadDataError, NotFoundError } from '@pennant/platform';

export class BannerNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Could not find a banner with the id ${id}.`);
  }
}

/** Banner ids are positive integers; anything else in the path is a 400. */
export function parseBannerId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw new BadDataError('The banner id must be a positive integer.', [{ path: 'params.id', message: 'must be a positive integer' }]);
  return id;
}
