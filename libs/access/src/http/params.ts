import { BadDataError, parseTimestamp } from '@pennant/platform';

function invalid(path: string, message: string): BadDataError {
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [
    { path, message: `${path} ${message}` },
  ]);
}

export { idParam } from '@pennant/platform';

/** An ISO 8601 date-time (or date) → normalised ISO string; null stays null. */
export function dateTime(value: string | null | undefined, path: string): string | null {
  if (value === undefined || value === null) return null;
  const ms = parseTimestamp(value);
  if (Number.isNaN(ms)) throw invalid(path, 'must be an ISO 8601 date-time');
  return new Date(ms).toISOString();
}
