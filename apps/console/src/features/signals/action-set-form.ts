import { constraintProblem, fromDraft, toDraft, type ConstraintDraft } from '../../components/constraints';
import type { ResourceLimits } from '../../config/ui-config';
import type { ActionDefinition, ActionSet, ActionSetBody, ActionSetFilter } from './actions-api';

/** The action-set editor's values; its payload filters are constraint drafts whose field is the payload's. */
export interface ActionSetForm {
  name: string;
  description: string;
  enabled: boolean;
  sourceId: string;
  actorId: string;
  constraints: ConstraintDraft[];
  actions: Array<{ action: string; params: Record<string, string> }>;
}

export function actionSetFormOf(set: ActionSet | null): ActionSetForm {
  if (!set) return { name: '', description: '', enabled: true, sourceId: '', actorId: '', constraints: [], actions: [] };
  return {
    name: set.name,
    description: set.description ?? '',
    enabled: set.enabled,
    sourceId: String(set.match.sourceId),
    actorId: String(set.actorId),
    constraints: Object.entries(set.match.payload ?? {}).map(([field, filter]) => toDraft({ contextName: field, ...filter })),
    actions: [...set.actions]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((a) => ({ action: a.action, params: Object.fromEntries(Object.entries(a.executionParams).filter(([k]) => k !== 'project')) })),
  };
}

/** The API's body: filters keyed by payload field, actions in order with the project as the API requires it. */
export function actionSetBodyOf(form: ActionSetForm, project: string, definitions: readonly ActionDefinition[]): ActionSetBody {
  const payload: Record<string, ActionSetFilter> = {};
  for (const draft of form.constraints) {
    const { contextName, ...filter } = fromDraft(draft);
    payload[contextName.trim()] = filter;
  }
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    enabled: form.enabled,
    actorId: Number(form.actorId),
    match: { source: 'signal-endpoint', sourceId: Number(form.sourceId), payload },
    actions: form.actions.map((a, i) => {
      const wanted = definitions.find((d) => d.name === a.action)?.parameters ?? [];
      const params = Object.fromEntries(wanted.map((p) => [p.name, p.name === 'project' ? project : (a.params[p.name] ?? '')]));
      return { action: a.action, sortOrder: i + 1, executionParams: params };
    }),
  };
}

/** What the API refuses beyond the body's schema, worded for the form: choices, filters and limits. */
export function actionSetProblems(
  form: ActionSetForm,
  limits: Pick<ResourceLimits, 'actionSetFilters' | 'actionSetFilterValues' | 'actionSetActions'>,
  definitions: readonly ActionDefinition[],
): string[] {
  const problems: string[] = [];
  if (!form.sourceId) problems.push('Choose the signal endpoint whose signals trigger the actions.');
  if (!form.actorId) problems.push('Choose the service account the actions run as.');
  if (form.constraints.length > limits.actionSetFilters) problems.push(`At most ${limits.actionSetFilters} filters per action set.`);
  const seen = new Set<string>();
  form.constraints.forEach((c, i) => {
    const field = c.contextName.trim();
    if (!field) return void problems.push(`Filter ${i + 1}: name the payload field it tests.`);
    if (seen.has(field)) problems.push(`Filter ${i + 1}: another filter already tests “${field}”.`);
    seen.add(field);
    const problem = constraintProblem(c, limits.actionSetFilterValues);
    if (problem) problems.push(`Filter ${i + 1} (${field}): ${problem}`);
  });
  if (form.actions.length > limits.actionSetActions) problems.push(`At most ${limits.actionSetActions} actions per action set.`);
  form.actions.forEach((a, i) => {
    const definition = definitions.find((d) => d.name === a.action);
    if (!definition) return void problems.push(`Action ${i + 1}: choose what it does.`);
    for (const p of definition.parameters)
      if (p.type !== 'hidden' && !a.params[p.name])
        problems.push(`Action ${i + 1} (${definition.label}): choose the ${p.label.toLowerCase()}.`);
  });
  return problems;
}
