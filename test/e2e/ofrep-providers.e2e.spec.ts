import { OpenFeature, type Client, type EvaluationDetails, type JsonValue } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { Unleash, UnleashEvents } from 'unleash-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { destroySdk } from '../support/sdk-teardown';
import { contexts, expected, seedOfrepFlags, type SeededFlags } from '../support/ofrep-fixture';
import { loadOfrepSpec } from '../support/ofrep-spec';

/**
 * OFREP proven with OpenFeature's own server provider (`@openfeature/server-sdk` +
 * `@openfeature/ofrep-provider`, unmodified), not a hand-written client: every flag of a seeded
 * set (strategies, every constraint operator, a segment, each payload type, a disabled
 * environment, dependencies), for 40 contexts, evaluated over HTTP through the provider and
 * compared with what the official Unleash SDK (`unleash-client`, polling Pennant's client API with
 * the same token) answers. The bulk route is compared too, each answer checked against OFREP's
 * OpenAPI document.
 */
let t: TestApp;
let baseUrl: string;
let clientToken: string;
let flags: SeededFlags;
let sdk: Unleash;
let client: Client;
const CONTEXTS = contexts(40);
const DEFAULTS = { string: 'code-default', number: -1, object: { codeDefault: true } } as const;

beforeAll(async () => {
  t = await createTestApp({ OFREP_RATE_LIMIT_PER_SECOND: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  flags = await seedOfrepFlags(t);
  const token = await t.post('/api/admin/api-tokens', {
    tokenName: 'ofrep-compare',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  expect(token.status).toBe(201);
  clientToken = token.body.secret;
  sdk = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'ofrep-compare',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 60_000,
    disableMetrics: true,
  });
  sdk.on(UnleashEvents.Error, () => undefined);
  sdk.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => sdk.once(UnleashEvents.Synchronized, () => resolve()));
  await OpenFeature.setProviderAndWait(new OFREPProvider({ baseUrl, headers: [['Authorization', `Bearer ${clientToken}`]] }));
  client = OpenFeature.getClient();
}, 120_000);
afterAll(async () => {
  await OpenFeature.close();
  if (sdk) destroySdk(sdk);
  await t?.close();
});

it('seeds the whole set (every SDK strategy, operator, payload type, dependency)', () => {
  expect(flags.names).toHaveLength(36);
  for (const name of flags.names) expect(sdk.getFeatureToggleDefinition(name)).toBeDefined();
});

it('answers through the official server provider exactly what the Unleash SDK answers, for every flag and 40 contexts', async () => {
  const mismatches: unknown[] = [];
  const seen = { on: 0, off: 0, payload: 0, codeDefault: 0 };
  for (const both of CONTEXTS) {
    for (const name of flags.names) {
      const want = expected(sdk, name, both.unleash);
      let details: EvaluationDetails<JsonValue>;
      if (want.kind === 'boolean') details = await client.getBooleanDetails(name, !want.value, both.openFeature);
      else if (want.kind === 'string') details = await client.getStringDetails(name, DEFAULTS.string, both.openFeature);
      else if (want.kind === 'number') details = await client.getNumberDetails(name, DEFAULTS.number, both.openFeature);
      else details = await client.getObjectDetails(name, DEFAULTS.object, both.openFeature);
      const wantValue = want.value === undefined ? DEFAULTS[want.kind as keyof typeof DEFAULTS] : want.value;
      const got = { value: details.value, variant: details.variant };
      // No value is OFREP's "use the default in code" (its ADR 0006): provider 0.1.3 predates it and reports it as an error, with the default.
      const ok =
        JSON.stringify(got.value) === JSON.stringify(wantValue) &&
        (want.value === undefined ? true : details.errorCode === undefined && got.variant === want.variant);
      if (!ok) mismatches.push({ user: both.openFeature.targetingKey, name, want, got, errorCode: details.errorCode });
      if (want.kind === 'boolean') seen[want.value ? 'on' : 'off'] += 1;
      else seen[want.value === undefined ? 'codeDefault' : 'payload'] += 1;
    }
  }
  expect(mismatches.slice(0, 10)).toEqual([]);
  // Both sides of every kind were exercised.
  expect(Object.values(seen).every((n) => n > 20)).toBe(true);
}, 300_000);

it("reports the reasons OFREP defines, an unknown or other project's flag as FLAG_NOT_FOUND, and a type mismatch as TYPE_MISMATCH", async () => {
  const ctx = CONTEXTS[7].openFeature;
  expect((await client.getBooleanDetails('b-default', false, ctx)).reason).toBe('STATIC');
  expect((await client.getBooleanDetails('b-off', true, ctx)).reason).toBe('DISABLED');
  expect((await client.getBooleanDetails('b-rollout-30', true, ctx)).reason).toBe('SPLIT');
  expect((await client.getBooleanDetails('c-in', true, ctx)).reason).toBe('TARGETING_MATCH');
  expect((await client.getStringDetails('v-string', 'x', ctx)).reason).toBe('SPLIT');
  expect((await client.getStringDetails('v-csv', 'x', ctx)).reason).toBe('STATIC');
  for (const name of ['no-such-flag', flags.elsewhere]) {
    const details = await client.getBooleanDetails(name, true, ctx);
    expect({ name, value: details.value, errorCode: details.errorCode }).toEqual({ name, value: true, errorCode: 'FLAG_NOT_FOUND' });
  }
  const mismatch = await client.getNumberDetails('b-default', 5, ctx);
  expect([mismatch.value, mismatch.errorCode]).toEqual([5, 'TYPE_MISMATCH']);
  const missingKey = await client.getBooleanDetails('b-default', false, { plan: 'pro' });
  expect([missingKey.value, missingKey.errorCode]).toEqual([false, 'TARGETING_KEY_MISSING']);
});

it("answers the bulk route with the same evaluations, each answer conforming to OFREP's document", async () => {
  const spec = loadOfrepSpec();
  const mismatches: unknown[] = [];
  for (const both of CONTEXTS) {
    const res = await fetch(`${baseUrl}/ofrep/v1/evaluate/flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': clientToken },
      body: JSON.stringify({ context: both.openFeature }),
    });
    const body = (await res.json()) as { flags: { key: string; value?: unknown; variant?: string }[] };
    expect(spec.check('evaluateFlagsBulk', res.status, body, { etag: res.headers.get('etag') ?? undefined })).toEqual([]);
    expect(body.flags.map((f) => f.key)).toEqual(flags.names);
    for (const answer of body.flags) {
      const want = expected(sdk, answer.key, both.unleash);
      if (JSON.stringify(answer.value) !== JSON.stringify(want.value) || answer.variant !== want.variant)
        mismatches.push({ user: both.openFeature.targetingKey, key: answer.key, want, answer });
    }
  }
  expect(mismatches.slice(0, 10)).toEqual([]);
}, 120_000);
