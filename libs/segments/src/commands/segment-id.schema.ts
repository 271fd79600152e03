import { BadDataError } from '@pennant/platform';

/** Segment ids are positive integers; anything else in the path is a 400 (as Unleash answers). */
export function parseSegmentId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647)
    throw new BadDataError('ID should be an integer', [{ path: 'params.id', message: 'ID should be an integer' }]);
  return id;
}
