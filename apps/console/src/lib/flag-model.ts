/**
 * Shapes of the flag answers and bodies, as the interface spec defines them. The OpenAPI
 * document describes the top level of a flag but not its nested items (environments,
 * strategies, variants), so the console names them here.
 */
export const FLAG_TYPES = ['release', 'experiment', 'operational', 'kill-switch', 'permission'] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

// The constraint shapes are shared with segments and action filters (components/constraints.ts).
export { OPERATORS, type Constraint, type Operator } from '../components/constraints';
import type { Constraint } from '../components/constraints';

export interface Payload {
  type: 'json' | 'csv' | 'string' | 'number';
  value: string;
}

export interface StrategyVariant {
  name: string;
  weight: number;
  weightType: 'variable' | 'fix';
  stickiness: string;
  payload?: Payload;
}

export interface EnvironmentVariant {
  name: string;
  weight: number;
  weightType?: 'variable' | 'fix';
  stickiness?: string;
  payload?: Payload;
  overrides?: Array<{ contextName: string; values: string[] }>;
}

export interface Strategy {
  id: string;
  name: string;
  title?: string | null;
  disabled?: boolean | null;
  sortOrder?: number;
  segments?: number[];
  constraints?: Constraint[];
  variants?: StrategyVariant[];
  parameters?: Record<string, string>;
}

export type StrategyInput = Omit<Strategy, 'id'>;

export interface FlagEnvironment {
  name: string;
  environment?: string;
  type: string;
  enabled: boolean;
  sortOrder?: number;
  strategies?: Strategy[];
  variants?: EnvironmentVariant[];
  lastSeenAt?: string | null;
  hasStrategies?: boolean;
  hasEnabledStrategies?: boolean;
  yes?: number;
  no?: number;
}

export interface Tag {
  type: string;
  value: string;
}

export interface Dependency {
  feature: string;
  enabled?: boolean;
  variants?: string[];
}

export interface Flag {
  name: string;
  type?: string;
  description?: string | null;
  archived?: boolean;
  project?: string;
  stale?: boolean;
  favorite?: boolean;
  impressionData?: boolean;
  createdAt?: string | null;
  createdBy?: { id?: number; name?: string; imageUrl?: string };
  archivedAt?: string | null;
  environments?: FlagEnvironment[];
  tags?: Tag[] | null;
  children?: string[];
  lifecycle?: { stage?: string; status?: string | null; enteredStageAt?: string };
  dependencies?: Dependency[];
}
