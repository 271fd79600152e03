import type { ActionSetFilter, ActionSetMatch } from '@pennant/events';
import { cidrProblem, regexProblem } from '@pennant/features/model';
import { BadDataError, parseTimestamp, type ErrorDetail } from '@pennant/platform';
import { ACTION_DEFINITIONS } from '../../model/action-definitions';
import type { ActionInput, ActionSetInput } from '../../domain/action-sets.decider';
import { parseSemver } from '../../domain/signal-filter';
import type { ActionBody, ActionSetMatchBody, CreateActionSetBody, UpdateActionSetBody } from './create-action-set.schema';

type Operator = ActionSetFilter['operator'];
const SINGLE_VALUE: ReadonlySet<Operator> = new Set([
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
]);

function singleValueProblem(operator: Operator, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return `is required for the operator ${operator}`;
  if (operator.startsWith('NUM_') && !Number.isFinite(Number(value))) return `must be a number for the operator ${operator}`;
  if (operator.startsWith('DATE_') && Number.isNaN(parseTimestamp(value))) return `must be a date (RFC 3339) for the operator ${operator}`;
  if (operator.startsWith('SEMVER_') && parseSemver(value) === null)
    return `must be a semantic version (1.2.3) for the operator ${operator}`;
  if (operator === 'REGEX') return regexProblem(value);
  return null;
}

/** Checks each filter's values against its operator; stores `inverted`/`caseInsensitive` explicitly. */
function toMatch(body: ActionSetMatchBody, problems: ErrorDetail[]): ActionSetMatch {
  const payload: Record<string, ActionSetFilter> = {};
  for (const [field, f] of Object.entries(body.payload ?? {})) {
    const path = `body.match.payload.${field}`;
    const filter: ActionSetFilter = { operator: f.operator, inverted: f.inverted ?? false, caseInsensitive: f.caseInsensitive ?? false };
    if (SINGLE_VALUE.has(f.operator)) {
      const problem = singleValueProblem(f.operator, f.value);
      if (problem) problems.push({ path: `${path}.value`, message: `${path}.value ${problem}` });
      filter.value = f.value;
    } else {
      if (!f.values || f.values.length === 0)
        problems.push({ path: `${path}.values`, message: `${path}.values must list at least one value for the operator ${f.operator}` });
      filter.values = f.values ?? [];
      if (f.operator === 'IN_CIDR')
        for (const [i, v] of filter.values.entries()) {
          const problem = cidrProblem(v);
          if (problem) problems.push({ path: `${path}.values[${i}]`, message: `${path}.values[${i}] ${problem}` });
        }
    }
    payload[field] = filter;
  }
  return { source: body.source, sourceId: body.sourceId, payload };
}

/** Every parameter of the action's definition is required; others are dropped. `project` must be the set's project. */
function toActions(body: readonly ActionBody[], project: string, problems: ErrorDetail[]): ActionInput[] {
  return body.map((a, i) => {
    const executionParams: Record<string, string> = {};
    for (const param of ACTION_DEFINITIONS[a.action].params) {
      const path = `body.actions[${i}].executionParams.${param}`;
      const value = a.executionParams[param];
      if (value === undefined) problems.push({ path, message: `${path} is required for the action ${a.action}` });
      else if (param === 'project' && value !== project)
        problems.push({ path, message: `${path} must be the action set's project "${project}"` });
      else executionParams[param] = value;
    }
    return { action: a.action, sortOrder: a.sortOrder, executionParams };
  });
}

function check(problems: ErrorDetail[]): void {
  if (problems.length > 0)
    throw new BadDataError(`Request validation failed: your request body or params contain invalid data: ${problems[0].message}`, problems);
}

export function toCreateInput(body: CreateActionSetBody, project: string): ActionSetInput {
  const problems: ErrorDetail[] = [];
  const input: ActionSetInput = {
    name: body.name,
    description: body.description ?? null,
    enabled: body.enabled ?? true,
    actorId: body.actorId,
    match: toMatch(body.match, problems),
    actions: toActions(body.actions, project, problems),
  };
  check(problems);
  return input;
}

export function toChanges(body: UpdateActionSetBody, project: string): Partial<ActionSetInput> {
  const problems: ErrorDetail[] = [];
  const changes: Partial<ActionSetInput> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.enabled !== undefined) changes.enabled = body.enabled;
  if (body.actorId !== undefined) changes.actorId = body.actorId;
  if (body.match !== undefined) changes.match = toMatch(body.match, problems);
  if (body.actions !== undefined) changes.actions = toActions(body.actions, project, problems);
  check(problems);
  return changes;
}
