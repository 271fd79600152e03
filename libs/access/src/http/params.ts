import { BadDataError, parseTimestamp } from '@pennant/platform';

function invalid(path: string, message: string): BadDataError {
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [{ path, message: `${path} ${message}` }]);
}

/** A positive integer path parameter (ids); anything else is 400 BadDataError. */
export function idParam(value: string, name: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2147483647) throw invalid(`params.${name}`, 'must be a positive integer');
  return Number(value);
}

/** An ISO 8601 date-time (or date) → normalised ISO string; null stays null. */
export function dateTime(value: string | null | undefined, path: string): string | null {
  if (value === undefined || value === null) return null;
  const ms = parseTimestamp(value);
  if (Number.isNaN(ms)) throw invalid(path, 'must be an ISO 8601 date-time');
  return new Date(ms).toISOString();
}
