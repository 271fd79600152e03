/**
 * Milliseconds of an ISO 8601 / RFC 3339 date or date-time, or NaN. Unlike `Date.parse` alone it
 * refuses impossible calendar dates: V8 reads `2026-02-30` as March 2nd.
 */
export function parseTimestamp(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?=$|[Tt ])/.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return Number.NaN;
  return Date.parse(value);
}
