import { apiRecorded } from '../../../api/client';
import type { StrategyDefinition } from '../../../api/settings-api';

export const STRATEGIES_KEY = ['strategy-definitions'] as const;
export const PARAMETER_TYPES = ['string', 'percentage', 'list', 'number', 'boolean'] as const;
type ParameterType = (typeof PARAMETER_TYPES)[number];

export type StrategyBody = {
  name: string;
  title: string | null;
  description: string | null;
  parameters: Array<{ name: string; type: ParameterType; description?: string; required: boolean }>;
};

export interface StrategyFormValues {
  name: string;
  title: string;
  description: string;
  parameters: Array<{ name: string; type: ParameterType; description: string; required: boolean }>;
}

export const createStrategy = (body: StrategyBody) => apiRecorded('post', '/api/admin/strategies', { body });
export const updateStrategy = (body: StrategyBody) =>
  apiRecorded('put', '/api/admin/strategies/{name}', { path: { name: body.name }, body });
export const deleteStrategy = (name: string) => apiRecorded('delete', '/api/admin/strategies/{name}', { path: { name } });
export const deprecateStrategy = (name: string) => apiRecorded('post', '/api/admin/strategies/{name}/deprecate', { path: { name } });
export const reactivateStrategy = (name: string) => apiRecorded('post', '/api/admin/strategies/{name}/reactivate', { path: { name } });

const asType = (type: string | undefined): ParameterType =>
  (PARAMETER_TYPES as readonly string[]).includes(type ?? '') ? (type as ParameterType) : 'string';

export function strategyFormValues(strategy?: StrategyDefinition): StrategyFormValues {
  return {
    name: strategy?.name ?? '',
    title: strategy?.title ?? strategy?.displayName ?? '',
    description: strategy?.description ?? '',
    parameters: (strategy?.parameters ?? []).map((p) => ({
      name: p.name,
      type: asType(p.type),
      description: p.description ?? '',
      required: p.required ?? false,
    })),
  };
}

/** The form's values as the API's body: empty title and description clear them (null), rows without a name dropped. */
export function strategyBody(values: StrategyFormValues): StrategyBody {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    name: values.name.trim(),
    title: text(values.title) ?? null,
    description: text(values.description) ?? null,
    parameters: values.parameters
      .filter((p) => p.name.trim() !== '')
      .map((p) => ({
        name: p.name.trim(),
        type: p.type,
        ...(text(p.description) ? { description: text(p.description) } : {}),
        required: p.required,
      })),
  };
}
