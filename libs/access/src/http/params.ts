import { BadDataError, parseTimestamp } from '@pennant/platform';
import { FINGERPRINT_LENGTH } from '../commands/create-api-token/create-api-token-view.response';

export function invalid(path: string, message: string): BadDataError {
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

const FINGERPRINT = new RegExp(`^[0-9a-f]{${FINGERPRINT_LENGTH}}$`);

/** An API token's fingerprint as create and list answers show it (ADR 0042). */
export function fingerprintParam(value: string): string {
  if (!FINGERPRINT.test(value)) throw invalid('params.fingerprint', `must be ${FINGERPRINT_LENGTH} lowercase hex digits`);
  return value;
}
