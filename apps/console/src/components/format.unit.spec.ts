import { formatDateTime, relativeTime } from './format';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('names the largest unit that fits', () => {
    expect(relativeTime('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-24T11:58:30Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-26T12:00:00Z', now)).toBe('in 2 days');
  });
  it('says "just now" under a minute and nothing for a bad date', () => {
    expect(relativeTime('2026-11-24T11:59:45Z', now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows date, time and the time zone, and passes through what is not a date', () => {
    expect(formatDateTime('2026-11-24T09:05:00Z')).toMatch(/Nov \d+, 2026.*\d{2}:\d{2}.*(UTC|GMT|[A-Z]{2,5})/);
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});
