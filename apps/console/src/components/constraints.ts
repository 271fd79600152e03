/** The spec's constraint operators, and those Unleash 7.5–8.0 added (the SDKs evaluate them; ADR 0058). */
export const OPERATORS = [
  'IN',
  'NOT_IN',
  'STR_CONTAINS',
  'STR_STARTS_WITH',
  'STR_ENDS_WITH',
  'NUM_EQ',
  'NUM_GT',
  'NUM_GTE',
  'NUM_LT',
  'NUM_LTE',
  'DATE_AFTER',
  'DATE_BEFORE',
  'SEMVER_EQ',
  'SEMVER_GT',
  'SEMVER_LT',
  'SEMVER_GTE',
  'SEMVER_LTE',
  'REGEX',
  'IN_CIDR',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** The spec's constraint object (strategies, segments; action-set filters have no `contextName`). */
export interface Constraint {
  contextName: string;
  operator: Operator;
  caseInsensitive?: boolean;
  inverted?: boolean;
  values?: string[];
  value?: string;
}

/** Operators comparing against a list of values (`values`); the others take one `value`. */
const MULTI_VALUE: ReadonlySet<Operator> = new Set(['IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH', 'IN_CIDR']);
/** Operators whose comparison may ignore case (`caseInsensitive`). */
const STRING_OPERATORS: ReadonlySet<Operator> = new Set(['STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH', 'REGEX']);

export const OPERATOR_LABELS: Readonly<Record<Operator, string>> = {
  IN: 'is one of',
  NOT_IN: 'is not one of',
  STR_CONTAINS: 'contains',
  STR_STARTS_WITH: 'starts with',
  STR_ENDS_WITH: 'ends with',
  NUM_EQ: 'equals (number)',
  NUM_GT: 'greater than',
  NUM_GTE: 'greater than or equal',
  NUM_LT: 'less than',
  NUM_LTE: 'less than or equal',
  DATE_AFTER: 'is after (date)',
  DATE_BEFORE: 'is before (date)',
  SEMVER_EQ: 'equals (semver)',
  SEMVER_GT: 'greater than (semver)',
  SEMVER_LT: 'less than (semver)',
  SEMVER_GTE: 'at least (semver)',
  SEMVER_LTE: 'at most (semver)',
  REGEX: 'matches regex',
  IN_CIDR: 'is in IP range',
};

/** What the value field of an operator asks for, beyond its label ('' when nothing more). */
export function valueHint(operator: Operator): string {
  if (isDateOperator(operator)) return 'ISO date and time, e.g. 2026-12-01T09:00:00Z';
  if (operator === 'REGEX') return 'RE2 pattern, e.g. ^user-[0-9]+$';
  if (operator === 'IN_CIDR') return 'IP addresses or CIDR ranges, e.g. 10.0.0.0/8';
  return '';
}

export const isMultiValue = (operator: Operator): boolean => MULTI_VALUE.has(operator);
export const allowsCaseInsensitive = (operator: Operator): boolean => STRING_OPERATORS.has(operator);
export const isDateOperator = (operator: Operator): boolean => operator === 'DATE_AFTER' || operator === 'DATE_BEFORE';

/** The editor's form of a constraint: several values as lines of text. */
export interface ConstraintDraft {
  contextName: string;
  operator: Operator;
  caseInsensitive: boolean;
  inverted: boolean;
  valuesText: string;
  value: string;
}

export function toDraft(constraint: Constraint): ConstraintDraft {
  return {
    contextName: constraint.contextName,
    operator: constraint.operator,
    caseInsensitive: constraint.caseInsensitive ?? false,
    inverted: constraint.inverted ?? false,
    valuesText: (constraint.values ?? []).join('\n'),
    value: constraint.value ?? '',
  };
}

export function emptyDraft(contextName = 'userId'): ConstraintDraft {
  return { contextName, operator: 'IN', caseInsensitive: false, inverted: false, valuesText: '', value: '' };
}

export function draftValues(draft: ConstraintDraft): string[] {
  return [
    ...new Set(
      draft.valuesText
        .split('\n')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
}

/** What the API stores: `values` or `value` by operator; case-insensitivity only where it applies. */
export function fromDraft(draft: ConstraintDraft): Constraint {
  const constraint: Constraint = {
    contextName: draft.contextName,
    operator: draft.operator,
    inverted: draft.inverted,
    caseInsensitive: allowsCaseInsensitive(draft.operator) && draft.caseInsensitive,
  };
  if (isMultiValue(draft.operator)) constraint.values = draftValues(draft);
  else constraint.value = draft.value.trim();
  return constraint;
}

/** The shape of an IPv4 or IPv6 address with an optional prefix; the API checks the rest. */
const CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)(\/\d{1,3})?$/;

/** The first problem of a constraint that the API would refuse, or null (a REGEX pattern is checked by the API, in RE2's words). */
export function constraintProblem(draft: ConstraintDraft, maxValues: number): string | null {
  if (!draft.contextName) return 'Choose a context field.';
  if (isMultiValue(draft.operator)) {
    const values = draftValues(draft);
    if (values.length === 0) return 'Add at least one value.';
    if (values.length > maxValues) return `At most ${maxValues} values per constraint (${values.length} given).`;
    const notRange = draft.operator === 'IN_CIDR' ? values.find((v) => !CIDR.test(v)) : undefined;
    if (notRange !== undefined) return `“${notRange}” is not an IP address or CIDR range.`;
    return null;
  }
  const value = draft.value.trim();
  if (value === '') return 'Enter a value.';
  if (draft.operator.startsWith('NUM_') && !Number.isFinite(Number(value))) return 'Enter a number.';
  if (isDateOperator(draft.operator) && Number.isNaN(Date.parse(value))) return 'Enter a date and time.';
  if (draft.operator.startsWith('SEMVER_') && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.test(value))
    return 'Enter a version like 1.2.3.';
  return null;
}
