import type { Constraint, ConstraintOperator } from '@pennant/events';
import { BadDataError, ExceedsLimitError, parseTimestamp } from '@pennant/kernel';
import { cidrProblem, regexProblem } from './operator-values';

const NUMERIC: ReadonlySet<ConstraintOperator> = new Set(['NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE']);
const DATES: ReadonlySet<ConstraintOperator> = new Set(['DATE_AFTER', 'DATE_BEFORE']);
const SEMVERS: ReadonlySet<ConstraintOperator> = new Set(['SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT', 'SEMVER_GTE', 'SEMVER_LTE']);
/** Operators over a list of values: Unleash refuses them without one. */
const LISTS: ReadonlySet<ConstraintOperator> = new Set(['IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH', 'IN_CIDR']);
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** Unleash's wording for a resource limit. */
export function exceedsLimit(resource: string, limit: number): ExceedsLimitError {
  return new ExceedsLimitError(`Failed to create ${resource}. You can't create more than the established limit of ${limit}.`);
}

/** Operators over one `value` (the others read `values`). */
export function isSingleValueOperator(operator: ConstraintOperator): boolean {
  return NUMERIC.has(operator) || DATES.has(operator) || SEMVERS.has(operator) || operator === 'REGEX';
}

function singleValueProblem(operator: ConstraintOperator, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return 'is required for the operator ' + operator;
  if (NUMERIC.has(operator) && !Number.isFinite(Number(value))) return 'must be a number for the operator ' + operator;
  if (DATES.has(operator) && Number.isNaN(parseTimestamp(value))) return 'must be a date (RFC 3339) for the operator ' + operator;
  if (SEMVERS.has(operator) && !SEMVER.test(value)) return 'must be a semantic version (1.2.3) for the operator ' + operator;
  if (operator === 'REGEX') return regexProblem(value);
  return null;
}

/** The values of `constraint` that its context field does not list as legal (none when it lists none). */
function illegalValues(constraint: Constraint, legalValues: Readonly<Record<string, readonly string[]>>): string[] {
  const legal = Object.prototype.hasOwnProperty.call(legalValues, constraint.contextName) ? legalValues[constraint.contextName] : [];
  if (legal.length === 0) return [];
  const values = isSingleValueOperator(constraint.operator)
    ? constraint.value !== undefined
      ? [constraint.value]
      : []
    : (constraint.values ?? []);
  return values.filter((v) => !legal.includes(v));
}

/**
 * Checks the values of constraints against their operators (a single well-formed `value`, or at
 * least one of `values`) and against the legal values of their context field, as Unleash does,
 * and returns them in their stored form (`values` always present, `inverted`/`caseInsensitive`
 * defaulting to false).
 */
export function normalizeConstraints(
  constraints: readonly Constraint[],
  path: string,
  legalValues: Readonly<Record<string, readonly string[]>> = {},
): Constraint[] {
  const problems: { path: string; message: string }[] = [];
  const problem = (at: string, message: string) => problems.push({ path: at, message: `${at} ${message}` });
  const out = constraints.map((c, i) => {
    if (isSingleValueOperator(c.operator)) {
      const found = singleValueProblem(c.operator, c.value);
      if (found) problem(`${path}[${i}].value`, found);
    }
    if (LISTS.has(c.operator) && (c.values ?? []).length === 0)
      problem(`${path}[${i}].values`, `must hold at least one value for the operator ${c.operator}`);
    if (c.operator === 'IN_CIDR')
      for (const [j, v] of (c.values ?? []).entries()) {
        const found = cidrProblem(v);
        if (found) problem(`${path}[${i}].values[${j}]`, found);
      }
    const illegal = illegalValues(c, legalValues);
    if (illegal.length > 0) {
      const where = isSingleValueOperator(c.operator) ? 'value' : 'values';
      problem(
        `${path}[${i}].${where}`,
        `${illegal.map((v) => JSON.stringify(v)).join(', ')} ${illegal.length === 1 ? 'is' : 'are'} not specified as a legal value on the context field "${c.contextName}"`,
      );
    }
    const stored: Constraint = {
      contextName: c.contextName,
      operator: c.operator,
      values: c.values ?? [],
      inverted: c.inverted ?? false,
      caseInsensitive: c.caseInsensitive ?? false,
    };
    if (c.value !== undefined) stored.value = c.value;
    return stored;
  });
  if (problems.length > 0)
    throw new BadDataError(`Request validation failed: your request body or params contain invalid data: ${problems[0].message}`, problems);
  return out;
}

/** Number of values a constraint holds (its `values`, or its single `value`). */
export function valueCount(constraint: Constraint): number {
  return (constraint.values?.length ?? 0) + (constraint.value !== undefined ? 1 : 0);
}
