import type { Payload } from '../../lib/flag-model';

/** The editor's form of a variant (strategy or environment): weights as the API's 0–1000. */
export interface VariantDraft {
  name: string;
  weightType: 'variable' | 'fix';
  weight: number;
  stickiness: string;
  payloadType: '' | Payload['type'];
  payloadValue: string;
  /** Environment variants only: `contextName` and values, one per line. */
  overrides: Array<{ contextName: string; valuesText: string }>;
}

export const TOTAL_WEIGHT = 1000;

/**
 * Fixed variants keep their weight; variable ones share what is left equally, the remainder
 * going to the first ones, so that the total is 1000 (the rule of the spec).
 */
export function distributeWeights<T extends { weightType: 'variable' | 'fix'; weight: number }>(variants: readonly T[]): T[] {
  const fixed = variants.filter((v) => v.weightType === 'fix').reduce((sum, v) => sum + v.weight, 0);
  const variable = variants.filter((v) => v.weightType !== 'fix');
  const left = Math.max(0, TOTAL_WEIGHT - fixed);
  const share = variable.length ? Math.floor(left / variable.length) : 0;
  let remainder = variable.length ? left - share * variable.length : 0;
  return variants.map((v) => {
    if (v.weightType === 'fix') return v;
    const extra = remainder > 0 ? 1 : 0;
    remainder -= extra;
    return { ...v, weight: share + extra };
  });
}

/** The first problem the API would refuse, or null. */
export function variantsProblem(variants: readonly VariantDraft[]): string | null {
  const names = new Set<string>();
  for (const v of variants) {
    if (!v.name.trim()) return 'Every variant needs a name.';
    if (names.has(v.name.trim())) return `Two variants are named “${v.name.trim()}”.`;
    names.add(v.name.trim());
    if (v.weightType === 'fix' && (!Number.isInteger(v.weight) || v.weight < 0 || v.weight > TOTAL_WEIGHT))
      return `The weight of “${v.name}” must be a whole number from 0 to 1000.`;
    if (v.payloadType === 'json') {
      try {
        JSON.parse(v.payloadValue);
      } catch {
        return `The payload of “${v.name}” is not valid JSON.`;
      }
    }
    if (v.payloadType === 'number' && !Number.isFinite(Number(v.payloadValue))) return `The payload of “${v.name}” is not a number.`;
  }
  const fixed = variants.filter((v) => v.weightType === 'fix').reduce((sum, v) => sum + v.weight, 0);
  if (fixed > TOTAL_WEIGHT) return 'Fixed weights add up to more than 100 %.';
  if (variants.length > 0 && variants.every((v) => v.weightType === 'fix') && fixed !== TOTAL_WEIGHT)
    return 'Fixed weights must add up to 100 % when no variant is variable.';
  return null;
}

export function payloadOf(draft: VariantDraft): Payload | undefined {
  return draft.payloadType ? { type: draft.payloadType, value: draft.payloadValue } : undefined;
}

export function emptyVariant(name: string, stickiness = 'default'): VariantDraft {
  return { name, weightType: 'variable', weight: 0, stickiness, payloadType: '', payloadValue: '', overrides: [] };
}
