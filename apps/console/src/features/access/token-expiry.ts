// A token expiry entered in a `datetime-local` input (the reader's zone) and sent as an ISO time.

/** The reader's time zone, named next to every time they enter. */
export const zone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An ISO time as a `datetime-local` value in the reader's zone ("2026-11-25T14:30"). */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the form asks to set: an ISO time, `null` for never, or a sentence saying why not. */
export function expiryFrom(value: string, never: boolean, now = Date.now()): string | null | { problem: string } {
  if (never) return null;
  const ms = new Date(value).getTime();
  if (!value || Number.isNaN(ms)) return { problem: 'Choose a date and time, or "Never expires".' };
  if (ms <= now) return { problem: 'Choose a time in the future: to stop a token now, revoke it.' };
  return new Date(ms).toISOString();
}
