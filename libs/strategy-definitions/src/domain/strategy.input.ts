import type { Constraint, StrategyVariant } from '@pennant/events';

// The strategy vocabulary that flags and a project's default strategy share (issue 37 §3): what a
// client sends for a strategy, and what the strategy rules check it against.

/** A strategy as a client sends it (body of POST/PUT strategies). */
export interface StrategyInput {
  name: string;
  title?: string | null;
  disabled?: boolean | null;
  sortOrder?: number;
  constraints?: Constraint[];
  parameters?: Record<string, string>;
  variants?: StrategyVariant[];
  segments?: number[];
}

/** What strategy rules need to know about other aggregates: read models observed by the handler. */
export interface StrategyFacts {
  /** Ids of the segments that exist. */
  segmentIds: readonly number[];
  /** Names of the strategy types that exist (built-in and custom definitions). */
  strategyTypes: readonly string[];
  /** The legal values of every context field that has some, by field name. */
  legalValues: Readonly<Record<string, readonly string[]>>;
}
