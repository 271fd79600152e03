import { constraintProblem, emptyDraft, fromDraft, toDraft, valueHint } from './constraints';

describe('constraint drafts', () => {
  it('sends several values for list operators and one value for the others', () => {
    expect(fromDraft({ ...emptyDraft('userId'), valuesText: 'a\n b \n\na' })).toEqual({
      contextName: 'userId',
      operator: 'IN',
      inverted: false,
      caseInsensitive: false,
      values: ['a', 'b'],
    });
    expect(fromDraft({ ...emptyDraft('appVersion'), operator: 'SEMVER_GT', value: ' 1.2.3 ', inverted: true })).toEqual({
      contextName: 'appVersion',
      operator: 'SEMVER_GT',
      inverted: true,
      caseInsensitive: false,
      value: '1.2.3',
    });
  });

  it('keeps case-insensitivity only for string operators', () => {
    expect(fromDraft({ ...emptyDraft(), operator: 'STR_CONTAINS', valuesText: 'x', caseInsensitive: true }).caseInsensitive).toBe(true);
    expect(fromDraft({ ...emptyDraft(), operator: 'NUM_EQ', value: '3', caseInsensitive: true }).caseInsensitive).toBe(false);
  });

  it('round-trips a stored constraint', () => {
    const stored = {
      contextName: 'email',
      operator: 'STR_ENDS_WITH' as const,
      caseInsensitive: true,
      inverted: true,
      values: ['@a.com', '@b.com'],
    };
    expect(fromDraft(toDraft(stored))).toEqual(stored);
  });

  it('names what the API would refuse', () => {
    expect(constraintProblem(emptyDraft(), 250)).toBe('Add at least one value.');
    expect(constraintProblem({ ...emptyDraft(), valuesText: 'a\nb\nc' }, 2)).toBe('At most 2 values per constraint (3 given).');
    expect(constraintProblem({ ...emptyDraft(), operator: 'NUM_GT', value: 'ten' }, 250)).toBe('Enter a number.');
    expect(constraintProblem({ ...emptyDraft(), operator: 'SEMVER_EQ', value: '1.2' }, 250)).toBe('Enter a version like 1.2.3.');
    expect(constraintProblem({ ...emptyDraft(), operator: 'DATE_AFTER', value: '2026-11-24T10:00:00.000Z' }, 250)).toBeNull();
  });

  it('edits the operators of Unleash 7.5–8.0: REGEX (one pattern, case optional), SEMVER_GTE/LTE, IN_CIDR (ranges)', () => {
    expect(fromDraft({ ...emptyDraft('email'), operator: 'REGEX', value: ' @acme\\.com$ ', caseInsensitive: true })).toEqual({
      contextName: 'email',
      operator: 'REGEX',
      inverted: false,
      caseInsensitive: true,
      value: '@acme\\.com$',
    });
    expect(fromDraft({ ...emptyDraft('remoteAddress'), operator: 'IN_CIDR', valuesText: '10.0.0.0/8\n2001:db8::/32' })).toEqual({
      contextName: 'remoteAddress',
      operator: 'IN_CIDR',
      inverted: false,
      caseInsensitive: false,
      values: ['10.0.0.0/8', '2001:db8::/32'],
    });
    expect(constraintProblem({ ...emptyDraft(), operator: 'SEMVER_GTE', value: 'v1' }, 250)).toBe('Enter a version like 1.2.3.');
    expect(constraintProblem({ ...emptyDraft(), operator: 'SEMVER_LTE', value: '1.2.3' }, 250)).toBeNull();
    expect(constraintProblem({ ...emptyDraft(), operator: 'REGEX', value: '' }, 250)).toBe('Enter a value.');
    expect(constraintProblem({ ...emptyDraft(), operator: 'IN_CIDR', valuesText: '10.0.0.0/8\nintranet' }, 250)).toBe(
      '“intranet” is not an IP address or CIDR range.',
    );
    expect(constraintProblem({ ...emptyDraft(), operator: 'IN_CIDR', valuesText: '10.0.0.0/8\n::1\n192.168.1.1' }, 250)).toBeNull();
    expect(valueHint('REGEX')).toContain('RE2');
    expect(valueHint('IN')).toBe('');
  });
});
