import { BadDataError } from '@pennant/kernel';

/** A positive integer path parameter (ids, ≤ 2^31 − 1); anything else is 400 BadDataError. */
export function idParam(value: string, name: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2147483647) {
    const message = `params.${name} must be a positive integer`;
    throw new BadDataError(`Request validation failed: your request body or params contain invalid data: ${message}`, [
      { path: `params.${name}`, message },
    ]);
  }
  return Number(value);
}
