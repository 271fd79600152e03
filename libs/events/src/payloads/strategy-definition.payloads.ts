import type { EventSubject } from './common';

export type StrategyParameterType = 'string' | 'percentage' | 'list' | 'number' | 'boolean';

export interface StrategyParameterDefinition {
  name: string;
  type: StrategyParameterType;
  description: string;
  required: boolean;
}

/** A strategy definition (`GET /api/admin/strategies`); built-in ones exist without an event (ADR 0020). */
export interface StrategyDefinitionData {
  name: string;
  title: string | null;
  description: string;
  editable: boolean;
  deprecated: boolean;
  parameters: StrategyParameterDefinition[];
}

export interface StrategyCreatedPayload extends EventSubject {
  data: StrategyDefinitionData;
}
export interface StrategyUpdatedPayload extends EventSubject {
  data: StrategyDefinitionData;
  preData: StrategyDefinitionData;
}
/** Unleash logs `{name}`; Pennant keeps the removed definition in `preData` as well. */
export interface StrategyDeletedPayload extends EventSubject {
  data: { name: string };
  preData: StrategyDefinitionData;
}
/** Deprecate / reactivate: the definition after the change (Unleash logs only its `name`). */
export interface StrategyDeprecationPayload extends EventSubject {
  data: StrategyDefinitionData;
}
