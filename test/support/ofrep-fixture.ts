import type { Response, TestApp } from './test-app';

/**
 * A seeded set of flags for the OFREP tests (ADR 0062): every kind of strategy the SDKs ship,
 * constraints with every operator (case-insensitive and inverted ones too), a segment, variants
 * with each payload type (flag-level and strategy-level), a flag off in the environment, and
 * dependencies — in project `default`, environment `development`; one flag in another project.
 */
const base = '/api/admin/projects/default/features';

export interface SeededFlags {
  /** Every flag a `default`-project token sees. */
  names: string[];
  /** A flag of another project (not found for such a token). */
  elsewhere: string;
}

async function ok(p: Promise<Response>, what: string): Promise<Response> {
  const res = await p;
  if (res.status >= 300) throw new Error(`seeding ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

type Strategy = Record<string, unknown>;

export async function seedOfrepFlags(t: TestApp): Promise<SeededFlags> {
  const names: string[] = [];
  const flag = async (name: string, strategies: Strategy[], on = true) => {
    await ok(t.post(base, { name }), name);
    for (const s of strategies) await ok(t.post(`${base}/${name}/environments/development/strategies`, s), `${name} strategy`);
    if (on) await ok(t.post(`${base}/${name}/environments/development/on`), `${name} on`);
    names.push(name);
  };
  const variants = async (name: string, list: Strategy[]) =>
    ok(t.put(`${base}/${name}/environments/development/variants`, list), `${name} variants`);
  // Unleash 8 defines userWithId as a custom strategy (the SDKs implement it); remoteAddress is built in.
  await ok(t.post('/api/admin/strategies', { name: 'userWithId', parameters: [{ name: 'userIds', type: 'list' }] }), 'userWithId');
  const segment = await ok(
    t.post('/api/admin/segments', { name: 'of-eu', constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }] }),
    'segment',
  );
  const rollout = (r: string, stickiness = 'userId') => ({
    name: 'flexibleRollout',
    parameters: { rollout: r, stickiness, groupId: `g-${r}-${stickiness}` },
  });
  const when = (constraint: Strategy) => ({ name: 'default', constraints: [constraint] });

  await flag('b-default', [{ name: 'default' }]);
  await flag('b-off', [{ name: 'default' }], false);
  await flag('b-rollout-30', [rollout('30')]);
  await flag('b-rollout-session', [rollout('50', 'sessionId')]);
  await flag('b-rollout-100', [rollout('100')]);
  await flag('b-users', [{ name: 'userWithId', parameters: { userIds: '3,7,11' } }]);
  await flag('b-remote', [{ name: 'remoteAddress', parameters: { IPs: '10.0.0.5' } }]);
  await flag('b-two-strategies', [when({ contextName: 'plan', operator: 'IN', values: ['team'] }), rollout('20')]);
  await flag('c-in', [when({ contextName: 'plan', operator: 'IN', values: ['pro', 'team'] })]);
  await flag('c-not-in', [when({ contextName: 'plan', operator: 'NOT_IN', values: ['free'] })]);
  await flag('c-ends-with', [when({ contextName: 'email', operator: 'STR_ENDS_WITH', values: ['@example.com'] })]);
  await flag('c-starts-with-ci', [when({ contextName: 'plan', operator: 'STR_STARTS_WITH', values: ['PR'], caseInsensitive: true })]);
  await flag('c-contains-inverted', [when({ contextName: 'email', operator: 'STR_CONTAINS', values: ['vip'], inverted: true })]);
  await flag('c-num-eq', [when({ contextName: 'age', operator: 'NUM_EQ', value: '30' })]);
  await flag('c-num-gt', [when({ contextName: 'age', operator: 'NUM_GT', value: '40' })]);
  await flag('c-num-gte', [when({ contextName: 'age', operator: 'NUM_GTE', value: '40' })]);
  await flag('c-num-lt', [when({ contextName: 'age', operator: 'NUM_LT', value: '20' })]);
  await flag('c-num-lte', [when({ contextName: 'age', operator: 'NUM_LTE', value: '20' })]);
  await flag('c-date-after', [when({ contextName: 'currentTime', operator: 'DATE_AFTER', value: '2026-06-01T00:00:00.000Z' })]);
  await flag('c-date-before', [when({ contextName: 'currentTime', operator: 'DATE_BEFORE', value: '2026-06-01T00:00:00.000Z' })]);
  await flag('c-semver-eq', [when({ contextName: 'version', operator: 'SEMVER_EQ', value: '2.0.0' })]);
  await flag('c-semver-gt', [when({ contextName: 'version', operator: 'SEMVER_GT', value: '1.5.0' })]);
  await flag('c-semver-lt', [when({ contextName: 'version', operator: 'SEMVER_LT', value: '1.5.0' })]);
  await flag('c-app', [when({ contextName: 'appName', operator: 'IN', values: ['ofrep-compare'] })]);
  await flag('s-segment', [{ name: 'default', segments: [segment.body.id] }]);
  await flag('v-string', [{ name: 'default' }]);
  await variants('v-string', [
    { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'blue' } },
    { name: 'red', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'red' } },
  ]);
  await flag('v-number', [{ name: 'default' }]);
  await variants('v-number', [
    { name: 'small', weight: 300, weightType: 'variable', stickiness: 'userId', payload: { type: 'number', value: '10' } },
    { name: 'large', weight: 700, weightType: 'variable', stickiness: 'userId', payload: { type: 'number', value: '2.5' } },
  ]);
  await flag('v-json', [{ name: 'default' }]);
  await variants('v-json', [
    {
      name: 'a',
      weight: 500,
      weightType: 'variable',
      stickiness: 'userId',
      payload: { type: 'json', value: '{"layout":"grid","columns":3}' },
    },
    {
      name: 'b',
      weight: 500,
      weightType: 'variable',
      stickiness: 'userId',
      payload: { type: 'json', value: '{"layout":"list","nested":{"x":[1,2]}}' },
    },
  ]);
  await flag('v-csv', [{ name: 'default' }]);
  await variants('v-csv', [
    { name: 'only', weight: 1000, weightType: 'variable', stickiness: 'userId', payload: { type: 'csv', value: 'a,b\n1,2' } },
  ]);
  await flag('v-names', [{ name: 'default' }]);
  await variants('v-names', [
    { name: 'control', weight: 500, weightType: 'variable', stickiness: 'userId' },
    { name: 'treatment', weight: 500, weightType: 'variable', stickiness: 'userId' },
  ]);
  await flag('v-off', [{ name: 'default' }], false);
  await variants('v-off', [
    { name: 'x', weight: 1000, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'x' } },
  ]);
  await flag('v-strategy', [
    {
      ...rollout('50'),
      variants: [
        { name: 'sv-1', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'one' } },
        { name: 'sv-2', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'two' } },
      ],
    },
  ]);
  await flag('d-parent', [{ name: 'userWithId', parameters: { userIds: '3,7,11,13' } }]);
  await flag('d-child', [{ name: 'default' }]);
  await ok(t.post(`${base}/d-child/dependencies`, { feature: 'd-parent' }), 'dependency');
  await flag('d-child-of-off', [{ name: 'default' }]);
  await ok(t.post(`${base}/d-child-of-off/dependencies`, { feature: 'd-parent', enabled: false }), 'dependency');
  await flag('d-child-variant', [{ name: 'default' }]);
  await ok(t.post(`${base}/d-child-variant/dependencies`, { feature: 'v-string', variants: ['blue'] }), 'dependency');
  await ok(t.post('/api/admin/projects', { id: 'of-other', name: 'Other' }), 'project');
  await ok(t.post('/api/admin/projects/of-other/features', { name: 'x-elsewhere' }), 'elsewhere');
  return { names: names.sort(), elsewhere: 'x-elsewhere' };
}

/** One context in both vocabularies: OpenFeature's (for OFREP providers) and Unleash's (for the SDK). */
export interface BothContexts {
  openFeature: Record<string, string>;
  unleash: {
    userId: string;
    sessionId: string;
    remoteAddress: string;
    currentTime: Date;
    appName: string;
    properties: Record<string, string>;
  };
}

export function contexts(count: number): BothContexts[] {
  return Array.from({ length: count }, (_, i) => {
    const properties = {
      plan: ['free', 'pro', 'team', 'PRO-x'][i % 4],
      email: i % 3 === 0 ? `vip${i}@example.com` : `u${i}@other.org`,
      age: String(15 + i),
      version: ['1.0.0', '1.5.0', '2.0.0', '2.1.0'][i % 4],
      region: i % 2 ? 'eu' : 'us',
    };
    const shared = {
      sessionId: `s${i}`,
      remoteAddress: i % 5 === 0 ? '10.0.0.5' : `192.168.1.${i}`,
      currentTime: i % 2 ? '2026-03-01T00:00:00.000Z' : '2026-09-01T00:00:00.000Z',
      appName: 'ofrep-compare',
    };
    return {
      openFeature: { targetingKey: String(i), ...shared, ...properties },
      unleash: { userId: String(i), ...shared, currentTime: new Date(shared.currentTime), properties },
    };
  });
}

/** What an OFREP answer must be, from the official SDK's `isEnabled`/`getVariant` (the mapping of ADR 0062). */
export type Expected =
  | { kind: 'boolean'; value: boolean; variant: string | undefined }
  | { kind: 'string' | 'number' | 'object'; value: unknown | undefined; variant: string };

interface SdkLike {
  isEnabled(name: string, context: unknown): boolean;
  getVariant(name: string, context: unknown): { name: string; enabled: boolean; payload?: { type: string; value: string } };
  getFeatureToggleDefinition(
    name: string,
  ): { variants?: { payload?: { type: string } }[]; strategies?: { variants?: { payload?: { type: string } }[] }[] } | undefined;
}

/** The payload type a flag's variants carry (null: none — a boolean flag). */
export function payloadType(sdk: SdkLike, name: string): string | null {
  const definition = sdk.getFeatureToggleDefinition(name);
  const lists = [definition?.variants ?? [], ...(definition?.strategies ?? []).map((s) => s.variants ?? [])];
  for (const list of lists) for (const v of list) if (v.payload) return v.payload.type;
  return null;
}

export function expected(sdk: SdkLike, name: string, context: unknown): Expected {
  const type = payloadType(sdk, name);
  const variant = sdk.getVariant(name, context);
  if (type === null) return { kind: 'boolean', value: sdk.isEnabled(name, context), variant: variant.enabled ? variant.name : undefined };
  const kind = type === 'number' ? 'number' : type === 'json' ? 'object' : 'string';
  if (!(variant.enabled && variant.payload)) return { kind, value: undefined, variant: variant.name };
  const raw = variant.payload.value;
  return { kind, value: kind === 'number' ? Number(raw) : kind === 'object' ? JSON.parse(raw) : raw, variant: variant.name };
}
