import { OPERATOR_LABELS } from '../../components/constraints';
import type { ActionDefinition, ActionSet } from './actions-api';

/** "env is one of prod; version NOT greater than (semver) 2.0.0" — or every signal. */
export function filtersText(set: Pick<ActionSet, 'match'>): string {
  const filters = Object.entries(set.match.payload ?? {});
  if (filters.length === 0) return 'every signal';
  return filters
    .map(
      ([field, f]) =>
        `${field} ${f.inverted ? 'NOT ' : ''}${OPERATOR_LABELS[f.operator] ?? f.operator} ${f.values ? f.values.join(', ') : (f.value ?? '')}`,
    )
    .join('; ');
}

/** "Enable flag checkout in production" per action, in order. */
export function actionsText(set: Pick<ActionSet, 'actions'>, definitions: readonly ActionDefinition[]): string[] {
  return [...set.actions]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((a) => {
      const label = definitions.find((d) => d.name === a.action)?.label ?? a.action;
      const p = a.executionParams;
      const what = p.featureName ?? (p.tag ? `tagged ${p.tag}` : '');
      return `${label} ${what}${p.environment ? ` in ${p.environment}` : ''}`.trim();
    });
}
