import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Unleash, UnleashEvents, type Context, type UnleashConfig } from 'unleash-client';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';
import { KNOWN_FAILURES } from './client-specification.known-failures';

/**
 * `@unleash/client-specification` against Pennant (issue 8, Done means; issue 30 §1): each
 * specification's feature set is loaded through the admin API as a user would (segments, flags,
 * strategies with constraints, segments and variants, flag variants, dependencies, environment
 * on/off), the official `unleash-client` SDK reads it in each of its modes — full polling of
 * `GET /api/client/features`, delta polling of `GET /api/client/delta` and streaming from
 * `GET /api/client/streaming` — and every SDK's answers are compared with the specification's
 * expectations. Specifications 19 and 20 are written as delta events: 19's hydration is loaded
 * like any state, 20's events are replayed through the admin API while the SDKs are connected
 * (so they reach the delta and streaming SDKs as deltas). Every failing case must be listed, with
 * its reason, in `client-specification.known-failures.ts` (the same list in every mode): a new
 * failure (or a fixed one) fails this test.
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
interface SpecCase {
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
type SpecDeltaEvent =
  | { type: 'hydration'; features: SpecFeature[]; segments?: SpecSegment[] }
  | { type: 'feature-updated'; feature: SpecFeature }
  | { type: 'feature-removed'; featureName: string }
  | { type: 'segment-updated'; segment: SpecSegment }
  | { type: 'segment-removed'; segmentId: number };
interface SpecState {
  features?: SpecFeature[];
  segments?: SpecSegment[];
  events?: SpecDeltaEvent[];
}
interface Specification {
  name: string;
  state: SpecState;
  tests?: SpecCase[];
  variantTests?: SpecCase[];
}

const SPEC_DIR = join(dirname(require.resolve('@unleash/client-specification/package.json')), 'specifications');
const FILES = JSON.parse(readFileSync(join(SPEC_DIR, 'index.json'), 'utf8')) as string[];
const admin = '/api/admin/projects/default/features';
const MODES = ['polling', 'delta', 'streaming'] as const;
type Mode = (typeof MODES)[number];
const SDK_MODE: Record<Mode, NonNullable<UnleashConfig['experimentalMode']>> = {
  polling: { type: 'polling', format: 'full' },
  delta: { type: 'polling', format: 'delta' },
  streaming: { type: 'streaming' },
};
/** Created after a replay: an SDK that has it has everything before it (deltas come in log order). */
const SENTINEL = 'spec-replay-done';

const outcomes: { file: string; mode: Mode; description: string; pass: boolean; detail: string }[] = [];

/**
 * Strategy variants need a stickiness on the admin API; like Unleash's UI, the loader gives them
 * the strategy's own. The specification's weights are what the SDK must see: sent as `fix` weights
 * (a `variable` weight would be re-spread over 1000 by the server, as Unleash does, changing the
 * buckets). Unleash 8 refuses a list without a `variable` variant (issue 27), so a lone variant
 * (whatever its weight, it is always the one) and the last of a list whose weights make 1000 are
 * sent as `variable`; any other list cannot be stored as the specification has it.
 */
function variants(list: SpecVariant[], stickiness?: string): SpecVariant[] {
  const total = list.reduce((sum, v) => sum + v.weight, 0);
  const variable = (i: number) => list.length === 1 || (total === 1000 && i === list.length - 1);
  return list.map((v, i) => ({ ...v, weightType: v.weightType ?? (variable(i) ? 'variable' : 'fix'), ...(stickiness && !v.stickiness ? { stickiness } : {}) }));
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
  const types = new Set(features.flatMap((f) => (f.strategies ?? []).map((s) => s.name)).filter((name) => !BUILT_IN_STRATEGIES.has(name) && !defined.has(name)));
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
    for (const old of (await t.get(`${path}/environments/development/strategies`)).body as { id: string }[]) await t.delete(`${path}/environments/development/strategies/${old.id}`);
  } else if (!check(`flag ${f.name}`, await t.post(admin, { name: f.name, description: f.description }), 201)) return;
  for (const s of f.strategies ?? []) check(`strategy of ${f.name}`, await t.post(`${path}/environments/development/strategies`, strategyBody(s, segmentIds)), 200);
  if (f.variants?.length) check(`variants of ${f.name}`, await t.put(`${path}/environments/development/variants`, variants(f.variants)), 200);
  check(`${f.enabled ? 'enabling' : 'disabling'} ${f.name}`, await t.post(`${path}/environments/development/${f.enabled ? 'on' : 'off'}`), 200);
}

function checker(refused: string[]): Check {
  return (what, res, ok) => {
    if (res.status !== ok) refused.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return res.status === ok;
  };
}

/** Loads a specification's state through the admin API; returns what the API refused. */
async function load(t: TestApp, state: SpecState, defined = new Set<string>()): Promise<string[]> {
  const refused: string[] = [];
  const check = checker(refused);
  await defineStrategyTypes(t, state.features ?? [], defined, check);
  const segmentIds = new Map<number, number>();
  for (const s of state.segments ?? []) await putSegment(t, s, segmentIds, check);
  for (const f of state.features ?? []) {
    const path = `${admin}/${encodeURIComponent(f.name)}`;
    if (!check(`flag ${f.name}`, await t.post(admin, { name: f.name, description: f.description }), 201)) continue;
    for (const s of f.strategies ?? []) check(`strategy of ${f.name}`, await t.post(`${path}/environments/development/strategies`, strategyBody(s, segmentIds)), 200);
    if (f.variants?.length) check(`variants of ${f.name}`, await t.put(`${path}/environments/development/variants`, variants(f.variants)), 200);
    if (f.enabled) check(`enabling ${f.name}`, await t.post(`${path}/environments/development/on`), 200);
  }
  for (const f of state.features ?? []) {
    for (const d of f.dependencies ?? []) check(`dependency of ${f.name} on ${d.feature}`, await t.post(`${admin}/${encodeURIComponent(f.name)}/dependencies`, d), 200);
  }
  return refused;
}

/** Replays delta events through the admin API (a removed flag is archived), then creates the sentinel. */
async function replay(t: TestApp, events: SpecDeltaEvent[]): Promise<string[]> {
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

async function connect(port: number, token: string, mode: Mode, refreshInterval: number): Promise<Unleash> {
  const unleash = new Unleash({ url: `http://127.0.0.1:${port}/api/`, appName: `client-specification-${mode}`, customHeaders: { Authorization: token }, refreshInterval, disableMetrics: true, experimentalMode: SDK_MODE[mode] });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
  return unleash;
}

/** The mode the SDK fetches in now (it would change on a `fetch-mode` hint or a failed stream). */
function modeOf(unleash: Unleash): string {
  return (unleash as unknown as { repository: { getMode(): string } }).repository.getMode();
}


function record(file: string, mode: Mode, description: string, expected: unknown, actual: unknown): void {
  const pass = JSON.stringify(actual) === JSON.stringify(expected);
  outcomes.push({ file, mode, description, pass, detail: pass ? '' : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}` });
}

/** The SDK's variant in the specification's shape (fields the expectation does not name are left out). */
function variantAsExpected(actual: Record<string, unknown>, expected: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(expected).map((k) => [k, k === 'feature_enabled' ? (actual.feature_enabled ?? actual.featureEnabled) : actual[k]]));
}

describe.each(FILES)('client specification %s', (file) => {
  const spec = JSON.parse(readFileSync(join(SPEC_DIR, file), 'utf8')) as Specification;
  const events = spec.state.events;

  it('is answered by the SDK in full polling, delta polling and streaming mode as the specification expects (known failures aside)', async () => {
    // One stream slot: the streaming SDK takes it first, so polling answers carry no `fetch-mode`
    // hint and the polling SDKs stay in their modes (checked below).
    const t = await createTestApp({ CLIENT_STREAMING_MAX_CONNECTIONS: '1' });
    const sdks = new Map<Mode, Unleash>();
    try {
      const refused = events ? [] : await load(t, spec.state);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.getHttpServer().address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const token = await t.post('/api/admin/api-tokens', { tokenName: 'spec', type: 'client', environment: 'development', projects: ['default'] });
      // A replayed specification needs polling SDKs that poll again soon.
      for (const mode of ['streaming', 'polling', 'delta'] as const) sdks.set(mode, await connect(port, token.body.secret, mode, events ? 100 : 60_000));
      if (events) {
        refused.push(...(await replay(t, events)));
        for (const [mode, unleash] of sdks) await eventually(() => unleash.getFeatureToggleDefinition(SENTINEL) !== undefined, { what: `${file}: the ${mode} SDK sees the replay`, timeoutMs: 10_000 });
      }
      if (refused.length) outcomes.push({ file, mode: 'polling', description: '(loading)', pass: true, detail: refused.join('; ') });
      for (const [mode, unleash] of sdks) {
        expect(`${mode}: ${modeOf(unleash)}`).toBe(`${mode}: ${SDK_MODE[mode].type}`);
        for (const c of spec.tests ?? []) record(file, mode, c.description, c.expectedResult, unleash.isEnabled(c.toggleName, c.context));
        for (const c of spec.variantTests ?? []) {
          const expected = c.expectedResult as Record<string, unknown>;
          record(file, mode, c.description, expected, variantAsExpected(unleash.getVariant(c.toggleName, c.context) as unknown as Record<string, unknown>, expected));
        }
      }
    } finally {
      for (const unleash of sdks.values()) unleash.destroy();
      await t.close();
    }
    for (const mode of MODES) {
      const failed = outcomes.filter((o) => o.file === file && o.mode === mode && !o.pass).map((o) => o.description);
      expect({ mode, failed: failed.sort() }).toEqual({ mode, failed: Object.keys(KNOWN_FAILURES[file] ?? {}).sort() });
    }
  });
});

afterAll(() => {
  const cases = outcomes.filter((o) => o.description !== '(loading)');
  const summary = MODES.map((mode) => {
    const of = cases.filter((o) => o.mode === mode);
    return `client specification (${mode}): ${of.filter((o) => o.pass).length}/${of.length} cases pass`;
  });
  const details = outcomes.filter((o) => !o.pass || o.description === '(loading)').map((o) => `  ${o.file} [${o.mode}] ${o.description}: ${o.detail}`);
  if (process.env.CLIENT_SPEC_REPORT) console.log([...summary, ...details].join('\n'));
});
