import type { Context } from 'unleash-client';
import type { TestApp } from '../support/test-app';

/**
 * Loads a `@unleash/client-specification` state through Pennant's admin API, as a user would
 * (client-specification.e2e.spec.ts): segments, strategy types, flags with their strategies,
 * variants and dependencies, environment on/off — or replays a specification written as delta
 * events (19, 20) one event after the other.
 */
interface SpecConstraint {
  contextName: string;
  operator: string;
  values?: string[];
  value?: string;
  inverted?: boolean;
  caseInsensitive?: boolean;
}
interface SpecVariant {
  name: string;
  weight: number;
  weightType?: string;
  stickiness?: string;
  payload?: { type: string; value: string };
  overrides?: { contextName: string; values: string[] }[];
}
interface SpecStrategy {
  name: string;
  parameters?: Record<string, unknown>;
  constraints?: SpecConstraint[];
  segments?: number[];
  variants?: SpecVariant[];
}
interface SpecFeature {
  name: string;
  description?: string;
  enabled: boolean;
  strategies?: SpecStrategy[];
  variants?: SpecVariant[];
  dependencies?: { feature: string; enabled?: boolean; variants?: string[] }[];
}
export interface SpecCase {
  description: string;
  context: Context;
  toggleName: string;
  expectedResult: unknown;
}
interface SpecSegment {
  id: number;
  name?: string;
  constraints: SpecConstraint[];
}
/** Specifications 19 and 20 give their state as delta events. */
export type SpecDeltaEvent =
  | { type: 'hydration'; features: SpecFeature[]; segments?: SpecSegment[] }
  | { type: 'feature-updated'; feature: SpecFeature }
  | { type: 'feature-removed'; featureName: string }
  | { type: 'segment-updated'; segment: SpecSegment }
  | { type: 'segment-removed'; segmentId: number };
export interface SpecState {
  features?: SpecFeature[];
  segments?: SpecSegment[];
  events?: SpecDeltaEvent[];
}
export interface Specification {
  name: string;
  state: SpecState;
  tests?: SpecCase[];
  variantTests?: SpecCase[];
}

const admin = '/api/admin/projects/default/features';

/** Created after a replay: an SDK that has it has everything before it (deltas come in log order). */
export const SENTINEL = 'spec-replay-done';

/**
 * Strategy variants need a stickiness on the admin API; like Unleash's UI, the loader gives them
 * the strategy's own. The specification's weights are what the SDK must see: sent as `fix` weights
 * (a `variable` weight would be re-spread over 1000 by the server, as Unleash does, changing the
 * buckets). Unleash 8 refuses a list without a `variable` variant, so a lone variant
 * (whatever its weight, it is always the one) and the last of a list whose weights make 1000 are
 * sent as `variable`; any other list cannot be stored as the specification has it.
 */
function variants(list: SpecVariant[], stickiness?: string): SpecVariant[] {
  const total = list.reduce((sum, v) => sum + v.weight, 0);
  const variable = (i: number) => list.length === 1 || (total === 1000 && i === list.length - 1);
  return list.map((v, i) => ({
    ...v,
    weightType: v.weightType ?? (variable(i) ? 'variable' : 'fix'),
    ...(stickiness && !v.stickiness ? { stickiness } : {}),
  }));
}

/** Unleash 8's built-in strategy types; the others (userWithId, gradualRollout*, …) are defined first, as its users must. */
const BUILT_IN_STRATEGIES = new Set(['default', 'flexibleRollout', 'remoteAddress', 'applicationHostname']);

function strategyBody(s: SpecStrategy, segmentIds: Map<number, number>): Record<string, unknown> {
  return {
    name: s.name,
    parameters: Object.fromEntries(Object.entries(s.parameters ?? {}).map(([k, v]) => [k, String(v)])),
    constraints: s.constraints ?? [],
    // A segment the specification leaves undefined is sent under an id that does not exist.
    segments: (s.segments ?? []).map((id) => segmentIds.get(id) ?? 1_000_000 + id),
    ...(s.variants ? { variants: variants(s.variants, String(s.parameters?.stickiness ?? 'default')) } : {}),
  };
}

type Check = (what: string, res: { status: number; body: unknown }, ok: number) => boolean;

/** Strategy types the flags use beyond Unleash 8's built-in ones, defined first as its users must (once each). */
async function defineStrategyTypes(t: TestApp, features: SpecFeature[], defined: Set<string>, check: Check): Promise<void> {
  const types = new Set(
    features.flatMap((f) => (f.strategies ?? []).map((s) => s.name)).filter((name) => !BUILT_IN_STRATEGIES.has(name) && !defined.has(name)),
  );
  for (const name of types) {
    defined.add(name);
    check(`strategy type ${name}`, await t.post('/api/admin/strategies', { name, parameters: [] }), 201);
  }
}

async function putSegment(t: TestApp, s: SpecSegment, segmentIds: Map<number, number>, check: Check): Promise<void> {
  const body = { name: s.name ?? `segment-${s.id}`, constraints: s.constraints };
  const known = segmentIds.get(s.id);
  if (known !== undefined) check(`segment ${s.id}`, await t.put(`/api/admin/segments/${known}`, body), 204);
  else {
    const res = await t.post('/api/admin/segments', body);
    if (check(`segment ${s.id}`, res, 201)) segmentIds.set(s.id, (res.body as { id: number }).id);
  }
}

/** Creates a flag as the specification describes it, or replaces its configuration when it exists. */
async function putFeature(t: TestApp, f: SpecFeature, segmentIds: Map<number, number>, check: Check): Promise<void> {
  const path = `${admin}/${encodeURIComponent(f.name)}`;
  const existing = await t.get(path);
  if (existing.status === 200) {
    for (const old of (await t.get(`${path}/environments/development/strategies`)).body as { id: string }[])
      await t.delete(`${path}/environments/development/strategies/${old.id}`);
  } else if (!check(`flag ${f.name}`, await t.post(admin, { name: f.name, description: f.description }), 201)) return;
  for (const s of f.strategies ?? [])
    check(`strategy of ${f.name}`, await t.post(`${path}/environments/development/strategies`, strategyBody(s, segmentIds)), 200);
  if (f.variants?.length)
    check(`variants of ${f.name}`, await t.put(`${path}/environments/development/variants`, variants(f.variants)), 200);
  check(
    `${f.enabled ? 'enabling' : 'disabling'} ${f.name}`,
    await t.post(`${path}/environments/development/${f.enabled ? 'on' : 'off'}`),
    200,
  );
}

function checker(refused: string[]): Check {
  return (what, res, ok) => {
    if (res.status !== ok) refused.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return res.status === ok;
  };
}

/** Loads a specification's state through the admin API; returns what the API refused. */
export async function load(t: TestApp, state: SpecState, defined = new Set<string>()): Promise<string[]> {
  const refused: string[] = [];
  const check = checker(refused);
  await defineStrategyTypes(t, state.features ?? [], defined, check);
  const segmentIds = new Map<number, number>();
  for (const s of state.segments ?? []) await putSegment(t, s, segmentIds, check);
  for (const f of state.features ?? []) {
    const path = `${admin}/${encodeURIComponent(f.name)}`;
    if (!check(`flag ${f.name}`, await t.post(admin, { name: f.name, description: f.description }), 201)) continue;
    for (const s of f.strategies ?? [])
      check(`strategy of ${f.name}`, await t.post(`${path}/environments/development/strategies`, strategyBody(s, segmentIds)), 200);
    if (f.variants?.length)
      check(`variants of ${f.name}`, await t.put(`${path}/environments/development/variants`, variants(f.variants)), 200);
    if (f.enabled) check(`enabling ${f.name}`, await t.post(`${path}/environments/development/on`), 200);
  }
  for (const f of state.features ?? []) {
    for (const d of f.dependencies ?? [])
      check(`dependency of ${f.name} on ${d.feature}`, await t.post(`${admin}/${encodeURIComponent(f.name)}/dependencies`, d), 200);
  }
  return refused;
}

/** Replays delta events through the admin API (a removed flag is archived), then creates the sentinel. */
export async function replay(t: TestApp, events: SpecDeltaEvent[]): Promise<string[]> {
  const refused: string[] = [];
  const check = checker(refused);
  const segmentIds = new Map<number, number>();
  const defined = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'hydration':
        refused.push(...(await load(t, { features: event.features, segments: event.segments }, defined)));
        break;
      case 'feature-updated':
        await defineStrategyTypes(t, [event.feature], defined, check);
        await putFeature(t, event.feature, segmentIds, check);
        break;
      case 'feature-removed':
        check(`archiving ${event.featureName}`, await t.delete(`${admin}/${encodeURIComponent(event.featureName)}`), 202);
        break;
      case 'segment-updated':
        await putSegment(t, event.segment, segmentIds, check);
        break;
      case 'segment-removed':
        check(`segment ${event.segmentId}`, await t.delete(`/api/admin/segments/${segmentIds.get(event.segmentId)}`), 204);
        break;
    }
  }
  check('sentinel', await t.post(admin, { name: SENTINEL }), 201);
  return refused;
}
