import type { Session } from '../../lib/session';
import { allowedActions, withheldReason } from './allowed-actions';
import type { ChangeRequest } from '../../lib/change-request-model';
import { fromLocalInput, scheduleProblem, timeZoneLabel, toLocalInput } from './schedule';

const request = (state: ChangeRequest['state'], extra: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 1,
  environment: 'production',
  project: 'p',
  features: [{ name: 'f', changes: [{ id: 1, action: 'updateEnabled', payload: { enabled: true } }] }],
  segments: [],
  approvals: [],
  createdBy: { id: 7, username: 'author' },
  createdAt: '2026-01-01T00:00:00Z',
  state,
  ...extra,
});
const session = (id: number, permissions = [{ permission: 'APPROVE_CHANGE_REQUEST' }]): Session => ({ user: { id }, permissions });

describe('the actions a request offers', () => {
  it('follows the workflow, with four eyes', () => {
    expect(allowedActions(request('Draft'), session(7))).toEqual(['send-to-review', 'discard-change', 'cancel']);
    expect(allowedActions(request('Draft', { features: [] }), session(7))).toEqual(['discard-change', 'cancel']);
    expect(allowedActions(request('In review'), session(7))).toEqual(['cancel', 'discard-change']);
    expect(allowedActions(request('In review'), session(8))).toEqual(['approve', 'reject', 'discard-change']);
    expect(allowedActions(request('In review', { approvals: [{ createdBy: { id: 8 }, createdAt: 'x' }] }), session(8))).toEqual([
      'reject',
      'discard-change',
    ]);
    expect(allowedActions(request('Approved'), session(7))).toEqual(['apply', 'schedule', 'cancel']);
    expect(allowedActions(request('Scheduled'), session(8))).toEqual(['apply', 'schedule', 'reject']);
    for (const closed of ['Applied', 'Rejected', 'Cancelled'] as const) expect(allowedActions(request(closed), session(8))).toEqual([]);
  });

  it('needs the approval permission in the project and environment (ADMIN has every one)', () => {
    expect(allowedActions(request('In review'), session(8, []))).toEqual([]);
    expect(allowedActions(request('In review'), session(8, [{ permission: 'APPROVE_CHANGE_REQUEST', project: 'other' } as never]))).toEqual(
      [],
    );
    expect(allowedActions(request('In review'), session(8, [{ permission: 'ADMIN' }]))).toContain('approve');
  });

  it('says why approving is not offered', () => {
    expect(withheldReason(request('In review'), session(7))).toMatch(/someone else/);
    expect(withheldReason(request('In review', { approvals: [{ createdBy: { id: 8 }, createdAt: 'x' }] }), session(8))).toMatch(
      /approved it/,
    );
    expect(withheldReason(request('In review'), session(8))).toBeNull();
  });
});

describe('scheduling in the reader’s time zone', () => {
  it('turns the local wall time into an RFC 3339 instant and back', () => {
    const at = new Date(2030, 5, 1, 14, 30);
    expect(toLocalInput(at)).toBe('2030-06-01T14:30');
    expect(fromLocalInput('2030-06-01T14:30')).toBe(at.toISOString());
    expect(fromLocalInput('2030-06-01')).toBeNull();
  });

  it('refuses the past and nonsense, and names the zone with its offset', () => {
    const now = new Date(2030, 0, 1, 12, 0);
    expect(scheduleProblem('2029-12-31T12:00', now)).toMatch(/future/);
    expect(scheduleProblem('', now)).toMatch(/date and a time/);
    expect(scheduleProblem('2030-01-01T12:01', now)).toBeNull();
    expect(timeZoneLabel(new Date('2030-01-15T00:00:00Z'), 'Europe/Berlin')).toBe('Europe/Berlin (UTC+01:00)');
    expect(timeZoneLabel(new Date('2030-07-15T00:00:00Z'), 'Europe/Berlin')).toBe('Europe/Berlin (UTC+02:00)');
    expect(timeZoneLabel(new Date('2030-07-15T00:00:00Z'), 'UTC')).toMatch(/^UTC \(UTC(\+00:00)?\)$/);
  });
});
