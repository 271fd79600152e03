import { BadDataError } from '@pennant/platform';

/** Path ids are positive integers (within 32 bits); anything else is a 400, never a 500. */
export function parseId(raw: string, name = 'id'): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) {
    throw new BadDataError(`${name} must be a positive integer.`, [{ path: `params.${name}`, message: 'must be a positive integer' }]);
  }
  return Number(raw);
}
