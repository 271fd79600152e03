import { BadDataError } from '@pennant/kernel';

/**
 * An `asOf` value: an event id (position), or an ISO-8601 date-time read at its own precision —
 * `until` is the end of its last unit (`…T14:02` covers 14:02:00–14:02:59.999999, a millisecond
 * time such as an API `createdAt` covers that whole millisecond), as a PostgreSQL interval.
 */
export type AsOf = { position: number } | { time: string; unit: string };

const POSITION = /^[1-9]\d{0,17}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Date rolls 2026-02-31 over to March; a real date has a day within its month (and hours < 24). */
function realCalendarDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const [hh, mi, ss] =
    value.length > 11
      ? value
          .slice(11, 19)
          .split(':')
          .map((x) => Number(x.slice(0, 2)))
      : [0, 0, 0];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth && hh < 24 && mi < 60 && (ss ?? 0) < 60;
}

export function parseAsOf(value: unknown, parameter: string): AsOf {
  const path = `query.${parameter}`;
  if (typeof value !== 'string')
    throw new BadDataError(`Request validation failed: ${path} must be given once`, [{ path, message: `${path} must be given once` }]);
  if (POSITION.test(value)) return { position: Number(value) };
  const match = ISO_DATE_TIME.exec(value);
  const time = match ? new Date(match[1] && !match[4] ? `${value}Z` : value) : null;
  if (!time || Number.isNaN(time.getTime()) || !realCalendarDate(value)) {
    throw new BadDataError(`Request validation failed: ${path} must be an event id or an ISO-8601 date-time`, [
      { path, message: `${path} must be an event id (integer ≥ 1) or an ISO-8601 date-time, got "${value.slice(0, 40)}"` },
    ]);
  }
  const fraction = match?.[3]?.length ?? 0; // ".123" → 4
  const unit = !match?.[1]
    ? '1 day'
    : !match[2]
      ? '1 minute'
      : fraction === 0
        ? '1 second'
        : fraction <= 4
          ? `${10 ** (4 - fraction)} milliseconds`
          : `${10 ** (7 - fraction)} microseconds`;
  // Without an offset the time is UTC (the same for Date above and for PostgreSQL's session zone).
  const utc = !match?.[1] ? `${value}T00:00Z` : match[4] ? value : `${value}Z`;
  return { time: utc, unit };
}
