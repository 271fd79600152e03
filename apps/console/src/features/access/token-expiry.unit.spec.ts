import { expiryFrom, localInputValue } from './token-expiry';

describe('API token expiry input', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('reads the datetime-local value in the browser zone as an ISO time in the future', () => {
    expect(expiryFrom('2031-03-04T05:06', false, now)).toBe(new Date('2031-03-04T05:06').toISOString());
    expect(localInputValue(new Date('2031-03-04T05:06').toISOString())).toBe('2031-03-04T05:06');
    expect(localInputValue(null)).toBe('');
  });

  it('is null for "never", and refuses empty and past times with a sentence', () => {
    expect(expiryFrom('', true, now)).toBeNull();
    expect(expiryFrom('', false, now)).toEqual({ problem: expect.stringContaining('Choose a date and time') });
    expect(expiryFrom('2001-01-01T00:00', false, now)).toEqual({ problem: expect.stringContaining('in the future') });
  });
});
