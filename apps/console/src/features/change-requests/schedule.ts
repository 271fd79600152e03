/** Scheduling happens in the reader's time zone, named on the screen; the API gets an RFC 3339 instant. */

/** `Europe/Berlin (UTC+01:00)` for the given moment (offsets change with daylight saving time). */
export function timeZoneLabel(at: Date = new Date(), timeZone?: string): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name =
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? 'GMT';
  const offset = name === 'GMT' ? 'UTC' : name.replace('GMT', 'UTC');
  return `${zone} (${offset})`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of an `<input type="datetime-local">` (local wall time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means in the reader's zone, as RFC 3339 (UTC); null when not a date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The problem with a chosen schedule, or null. */
export function scheduleProblem(value: string, now: Date = new Date()): string | null {
  const at = fromLocalInput(value);
  if (at === null) return 'Choose a date and a time.';
  if (Date.parse(at) <= now.getTime()) return 'Choose a moment in the future.';
  return null;
}
