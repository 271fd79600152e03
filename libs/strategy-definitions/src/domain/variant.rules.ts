import type { EnvironmentVariant, JsonValue, VariantPayload } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';

/** The total weight of a variant list (spec "Variants": weights are per mille). */
export const TOTAL_WEIGHT = 1000;

/** Unleash's wording: a variant list needs a variant that takes what `fix` ones leave. */
export const AT_LEAST_ONE_VARIABLE = 'There must be at least one "variable" variant';

/** A variant as a client sends it (body of the variant endpoints, or the result of a JSON patch). */
export interface EnvironmentVariantInput {
  name: string;
  weight: number;
  weightType?: 'variable' | 'fix';
  stickiness?: string;
  payload?: VariantPayload;
  overrides?: { contextName: string; values: string[] }[];
}

function badData(path: string, message: string): BadDataError {
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [
    { path, message: `${path} ${message}` },
  ]);
}

function checkPayload(payload: VariantPayload, path: string): void {
  if (payload.type === 'json') {
    try {
      JSON.parse(payload.value);
    } catch {
      throw badData(`${path}.value`, 'must be valid JSON for a json payload');
    }
  }
  if (payload.type === 'number' && (payload.value.trim() === '' || !Number.isFinite(Number(payload.value)))) {
    throw badData(`${path}.value`, 'must be a number for a number payload');
  }
}

/**
 * Checks and stores environment variants: unique names, valid payloads, at least one `variable`
 * variant (as Unleash), `weightType` defaulting to `variable` and `stickiness` to `default`. `fix` weights are kept; `variable` ones share what
 * is left of 1000 equally, the remainder going one by one to the first variable variants (in
 * list order), so the result is deterministic. Fix weights above 1000 in total are refused.
 */
export function normalizeEnvironmentVariants(variants: readonly EnvironmentVariantInput[]): EnvironmentVariant[] {
  const names = new Set<string>();
  variants.forEach((v, i) => {
    if (names.has(v.name)) throw badData(`variants[${i}].name`, `must be unique ("${v.name}" is used twice)`);
    names.add(v.name);
    if (!Number.isInteger(v.weight) || v.weight < 0 || v.weight > TOTAL_WEIGHT)
      throw badData(`variants[${i}].weight`, `must be an integer from 0 to ${TOTAL_WEIGHT}`);
    if (v.payload) checkPayload(v.payload, `variants[${i}].payload`);
  });
  const isFix = (v: EnvironmentVariantInput) => v.weightType === 'fix';
  const fixed = variants.filter(isFix).reduce((sum, v) => sum + v.weight, 0);
  if (fixed > TOTAL_WEIGHT) throw badData('variants', `fix weights add up to ${fixed}, more than ${TOTAL_WEIGHT}`);
  const variable = variants.filter((v) => !isFix(v)).length;
  if (variants.length > 0 && variable === 0)
    throw new BadDataError(AT_LEAST_ONE_VARIABLE, [{ path: 'variants', message: AT_LEAST_ONE_VARIABLE }]);
  const share = variable > 0 ? Math.floor((TOTAL_WEIGHT - fixed) / variable) : 0;
  let remainder = variable > 0 ? (TOTAL_WEIGHT - fixed) % variable : 0;
  return variants.map((v) => {
    const weight = isFix(v) ? v.weight : share + (remainder-- > 0 ? 1 : 0);
    const stored: EnvironmentVariant = {
      name: v.name,
      weight,
      weightType: isFix(v) ? 'fix' : 'variable',
      stickiness: v.stickiness || 'default',
    };
    if (v.payload) stored.payload = { type: v.payload.type, value: v.payload.value };
    if (v.overrides) stored.overrides = v.overrides.map((o) => ({ contextName: o.contextName, values: [...o.values] }));
    return stored;
  });
}

const PAYLOAD_TYPES: readonly string[] = ['json', 'csv', 'string', 'number'];

function isRecord(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: JsonValue | undefined): string[] | null {
  return Array.isArray(value) && value.every((x) => typeof x === 'string') ? (value as string[]) : null;
}

function overridesOf(value: JsonValue | undefined, path: string): EnvironmentVariantInput['overrides'] {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw badData(path, 'must be an array');
  return value.map((o, j) => {
    const values = isRecord(o) ? stringList(o.values) : null;
    if (!isRecord(o) || typeof o.contextName !== 'string' || values === null)
      throw badData(`${path}[${j}]`, 'must be {contextName: string, values: string[]}');
    return { contextName: o.contextName, values };
  });
}

/** Reads variants back from JSON (the result of a JSON patch), refusing anything that is not a variant. */
export function variantsFromJson(value: JsonValue): EnvironmentVariantInput[] {
  if (!Array.isArray(value)) throw badData('variants', 'must be an array after the patch');
  return value.map((v, i) => {
    const path = `variants[${i}]`;
    if (!isRecord(v) || typeof v.name !== 'string' || v.name === '' || typeof v.weight !== 'number')
      throw badData(path, 'must have a name and a weight');
    if (v.weightType !== undefined && v.weightType !== 'variable' && v.weightType !== 'fix')
      throw badData(`${path}.weightType`, 'must be "variable" or "fix"');
    if (v.stickiness !== undefined && typeof v.stickiness !== 'string') throw badData(`${path}.stickiness`, 'must be a string');
    const input: EnvironmentVariantInput = { name: v.name, weight: v.weight };
    if (v.weightType !== undefined) input.weightType = v.weightType;
    if (typeof v.stickiness === 'string') input.stickiness = v.stickiness;
    if (v.payload !== undefined) {
      const p = v.payload;
      if (!isRecord(p) || typeof p.type !== 'string' || !PAYLOAD_TYPES.includes(p.type) || typeof p.value !== 'string')
        throw badData(`${path}.payload`, 'must be {type: json|csv|string|number, value: string}');
      input.payload = { type: p.type as VariantPayload['type'], value: p.value };
    }
    const overrides = overridesOf(v.overrides, `${path}.overrides`);
    if (overrides) input.overrides = overrides;
    return input;
  });
}
