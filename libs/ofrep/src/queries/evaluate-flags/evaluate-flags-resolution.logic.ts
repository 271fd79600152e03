import type { ClientFeature } from '@pennant/client-api';

/** OFREP's reasons (its schema lists these and UNKNOWN; OpenFeature's DEFAULT is not among them: ADR 0062). */
export type OfrepReason = 'STATIC' | 'TARGETING_MATCH' | 'SPLIT' | 'DISABLED';

/** A JSON value OFREP answers: a boolean, string, number or object (`objectFlag` is a JSON object). */
export type OfrepValue = boolean | string | number | Record<string, unknown>;

export type OfrepMetadata = Record<string, string | number | boolean>;

/** One flag's answer: a value (none: the provider uses the code's default), or a failure to read its payload. */
export type OfrepEvaluation =
  | { key: string; reason: OfrepReason; variant?: string; value?: OfrepValue; metadata: OfrepMetadata }
  | { key: string; errorCode: 'PARSE_ERROR'; errorDetails: string; metadata: OfrepMetadata };

/** The SDK's answer for one flag and context: whether it is on, and the variant (`disabled` when none). */
export interface SdkVariant {
  name: string;
  enabled: boolean;
  feature_enabled?: boolean;
  payload?: { type: string; value: string };
}

interface VariantLike {
  name?: unknown;
  weight?: unknown;
  payload?: unknown;
}

interface StrategyLike {
  name: string;
  parameters?: Record<string, string>;
  constraints?: unknown[];
  segments?: number[];
  variants?: unknown[];
}

function variantLists(feature: ClientFeature): VariantLike[][] {
  return [feature.variants as VariantLike[], ...(feature.strategies as StrategyLike[]).map((s) => (s.variants ?? []) as VariantLike[])];
}

/** A flag answers its variants' payloads (not a boolean) when any variant of its environment carries one. */
export function carriesPayloads(feature: ClientFeature): boolean {
  return variantLists(feature).some((list) => list.some((v) => v.payload !== undefined && v.payload !== null));
}

function unconstrained(strategy: StrategyLike): boolean {
  return (strategy.constraints ?? []).length === 0 && (strategy.segments ?? []).length === 0;
}

/** The percentage a rollout strategy lets through (null: not a rollout). */
function rolloutOf(strategy: StrategyLike): number | null {
  const parameters = strategy.parameters ?? {};
  const raw =
    strategy.name === 'flexibleRollout'
      ? parameters.rollout
      : ['gradualRolloutRandom', 'gradualRolloutUserId', 'gradualRolloutSessionId'].includes(strategy.name)
        ? parameters.percentage
        : undefined;
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** On for every context: no strategy, or one without constraints or segments that lets everybody through. */
function unconditional(feature: ClientFeature): boolean {
  const strategies = feature.strategies as StrategyLike[];
  return (
    feature.dependencies.length === 0 &&
    (strategies.length === 0 || strategies.some((s) => unconstrained(s) && (s.name === 'default' || rolloutOf(s) === 100)))
  );
}

/** Only percentages decide: every strategy is an unconstrained rollout below 100 %. */
function onlyRollouts(feature: ClientFeature): boolean {
  const strategies = feature.strategies as StrategyLike[];
  return (
    feature.dependencies.length === 0 &&
    strategies.length > 0 &&
    strategies.every((s) => {
      const rollout = rolloutOf(s);
      return unconstrained(s) && rollout !== null && rollout < 100;
    })
  );
}

/** What a flag's definition tells, once per flag object (an engine's flags stand still until the next revision). */
interface Facts {
  payloads: boolean;
  unconditional: boolean;
  onlyRollouts: boolean;
  /** Variants chosen among two or more weighted ones. */
  splitNames: Set<string>;
  metadata: OfrepMetadata;
}

const FACTS = new WeakMap<ClientFeature, Facts>();

function factsOf(feature: ClientFeature): Facts {
  let facts = FACTS.get(feature);
  if (!facts) {
    const splitNames = new Set<string>();
    for (const list of variantLists(feature))
      if (list.filter((v) => typeof v.weight === 'number' && v.weight > 0).length >= 2)
        for (const v of list) if (typeof v.name === 'string') splitNames.add(v.name);
    facts = {
      payloads: carriesPayloads(feature),
      unconditional: unconditional(feature),
      onlyRollouts: onlyRollouts(feature),
      splitNames,
      metadata: { project: feature.project, type: feature.type },
    };
    FACTS.set(feature, facts);
  }
  return facts;
}

/**
 * Why the SDK answered what it did, in OFREP's words (a description: the value and the variant
 * are the SDK's). DISABLED: the flag is off in the environment. SPLIT: a weighted choice among
 * variants, or only percentage rollouts decide. STATIC: on for every context. TARGETING_MATCH:
 * the strategies' constraints, segments, user lists or dependencies decided — on or off.
 */
export function reasonOf(feature: ClientFeature, variant: SdkVariant): OfrepReason {
  if (!feature.enabled) return 'DISABLED';
  const facts = factsOf(feature);
  if (variant.feature_enabled && variant.enabled && facts.splitNames.has(variant.name)) return 'SPLIT';
  if (variant.feature_enabled && facts.unconditional) return 'STATIC';
  if (facts.onlyRollouts) return 'SPLIT';
  return 'TARGETING_MATCH';
}

type Typed = { value: OfrepValue } | { error: string };

/** A variant's payload as an OFREP value: `string` and `csv` as text, `number` as a number, `json` as the object. */
export function payloadValue(payload: { type: string; value: string }): Typed {
  switch (payload.type) {
    case 'string':
    case 'csv':
      return { value: payload.value };
    case 'number': {
      const n = payload.value.trim() === '' ? NaN : Number(payload.value);
      return Number.isFinite(n) ? { value: n } : { error: `the variant's number payload "${payload.value.slice(0, 40)}" is not a number` };
    }
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload.value);
      } catch {
        return { error: "the variant's json payload is not valid JSON" };
      }
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? { value: parsed as Record<string, unknown> }
        : { error: "the variant's json payload is not a JSON object (OFREP's object values are objects)" };
    }
    default:
      return { error: `the variant's payload type "${payload.type}" has no OFREP value type` };
  }
}

/**
 * One flag's OFREP answer from the SDK's evaluation (ADR 0062). A flag whose variants carry no
 * payload answers its on/off state as a boolean (with the variant's name when it has variants).
 * A flag whose variants carry payloads answers the chosen variant's payload, typed by the
 * payload's type; when no variant applies (the flag is off for this context) it answers no
 * value, so the provider returns the code's default, as the Unleash SDKs' `getVariant` does.
 */
export function resolution(feature: ClientFeature, variant: SdkVariant): OfrepEvaluation {
  const { metadata, payloads } = factsOf(feature);
  const key = feature.name;
  const reason = reasonOf(feature, variant);
  if (!payloads) {
    const answer: OfrepEvaluation = { key, reason, value: variant.feature_enabled === true, metadata };
    if (variant.enabled) answer.variant = variant.name;
    return answer;
  }
  if (!(variant.feature_enabled && variant.enabled && variant.payload)) return { key, reason, variant: variant.name, metadata };
  const typed = payloadValue(variant.payload);
  if ('error' in typed) return { key, errorCode: 'PARSE_ERROR', errorDetails: `Flag '${key}': ${typed.error}`, metadata };
  return { key, reason, variant: variant.name, value: typed.value, metadata: { ...metadata, payloadType: variant.payload.type } };
}
