import { ContextFieldInUseError } from './context-field.errors';

/** Where constraints name a context field (read models, observed by the handler). */
export interface ContextFieldUsage {
  /** Strategies of flags that are not archived. */
  strategies: { project: string; featureName: string; environment: string; strategyId: string }[];
  segments: { id: number; name: string }[];
}

export const NO_USAGE: ContextFieldUsage = { strategies: [], segments: [] };

/**
 * A field that a constraint still uses cannot be deleted (Unleash 7+: 409, its message). Unleash
 * looks at active flags' strategies only; a segment's constraints are evaluated by SDKs the same
 * way, so Pennant counts them too (ADR 0036). Archived flags do not count (as in Unleash).
 */
export function assertContextFieldUnused(name: string, usage: ContextFieldUsage): void {
  if (usage.strategies.length === 0 && usage.segments.length === 0) return;
  const details = [
    ...usage.strategies.map((s) => ({
      path: `strategies.${s.strategyId}`,
      message: `used by a strategy of the flag "${s.featureName}" (project "${s.project}", environment "${s.environment}")`,
    })),
    ...usage.segments.map((s) => ({ path: `segments.${s.id}`, message: `used by the segment "${s.name}" (${s.id})` })),
  ];
  throw new ContextFieldInUseError(
    `This context field is in use by existing flags. To delete it, first remove its usage from all flags. "${name}" is used by ${usage.strategies.length} strategies and ${usage.segments.length} segments.`,
    details,
  );
}
