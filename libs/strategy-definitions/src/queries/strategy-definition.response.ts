import type { StrategyParameterDefinition } from '@pennant/events';

/** A strategy definition as the admin API shows it (Unleash's strategySchema). */
export interface StrategyDefinitionResponse {
  title: string | null;
  name: string;
  displayName: string | null;
  description: string;
  editable: boolean;
  deprecated: boolean;
  parameters: StrategyParameterDefinition[];
}
