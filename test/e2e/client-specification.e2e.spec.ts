import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Unleash, UnleashEvents, type UnleashConfig } from 'unleash-client';
import { eventually } from '../support/eventually';
import { destroySdk } from '../support/sdk-teardown';
import { createTestApp } from '../support/test-app';
import { KNOWN_FAILURES } from './client-specification.known-failures';
import { load, replay, SENTINEL, type Specification } from './client-specification.loader';

/**
 * `@unleash/client-specification` against Pennant: each
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
const SPEC_DIR = join(dirname(require.resolve('@unleash/client-specification/package.json')), 'specifications');
const FILES = JSON.parse(readFileSync(join(SPEC_DIR, 'index.json'), 'utf8')) as string[];
const MODES = ['polling', 'delta', 'streaming'] as const;
type Mode = (typeof MODES)[number];
const SDK_MODE: Record<Mode, NonNullable<UnleashConfig['experimentalMode']>> = {
  polling: { type: 'polling', format: 'full' },
  delta: { type: 'polling', format: 'delta' },
  streaming: { type: 'streaming' },
};

const outcomes: { file: string; mode: Mode; description: string; pass: boolean; detail: string }[] = [];

async function connect(port: number, token: string, mode: Mode, refreshInterval: number): Promise<Unleash> {
  const unleash = new Unleash({
    url: `http://127.0.0.1:${port}/api/`,
    appName: `client-specification-${mode}`,
    customHeaders: { Authorization: token },
    refreshInterval,
    disableMetrics: true,
    experimentalMode: SDK_MODE[mode],
  });
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
  outcomes.push({
    file,
    mode,
    description,
    pass,
    detail: pass ? '' : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
  });
}

/** The SDK's variant in the specification's shape (fields the expectation does not name are left out). */
function variantAsExpected(actual: Record<string, unknown>, expected: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(expected).map((k) => [k, k === 'feature_enabled' ? (actual.feature_enabled ?? actual.featureEnabled) : actual[k]]),
  );
}

describe.each(FILES)('client specification %s', (file) => {
  const spec = JSON.parse(readFileSync(join(SPEC_DIR, file), 'utf8')) as Specification;
  const events = spec.state.events;

  it('is answered by the SDK in full polling, delta polling and streaming mode as the specification expects (known failures aside)', async () => {
    // A default service hints no SDK to stream (ADR 0058): each SDK stays in its mode (checked below).
    const t = await createTestApp();
    const sdks = new Map<Mode, Unleash>();
    try {
      const refused = events ? [] : await load(t, spec.state);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.getHttpServer().address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const token = await t.post('/api/admin/api-tokens', {
        tokenName: 'spec',
        type: 'client',
        environment: 'development',
        projects: ['default'],
      });
      // A replayed specification needs polling SDKs that poll again soon.
      for (const mode of ['streaming', 'polling', 'delta'] as const)
        sdks.set(mode, await connect(port, token.body.secret, mode, events ? 100 : 60_000));
      if (events) {
        refused.push(...(await replay(t, events)));
        for (const [mode, unleash] of sdks)
          await eventually(() => unleash.getFeatureToggleDefinition(SENTINEL) !== undefined, {
            what: `${file}: the ${mode} SDK sees the replay`,
            timeoutMs: 10_000,
          });
      }
      if (refused.length) outcomes.push({ file, mode: 'polling', description: '(loading)', pass: true, detail: refused.join('; ') });
      for (const [mode, unleash] of sdks) {
        expect(`${mode}: ${modeOf(unleash)}`).toBe(`${mode}: ${SDK_MODE[mode].type}`);
        for (const c of spec.tests ?? []) record(file, mode, c.description, c.expectedResult, unleash.isEnabled(c.toggleName, c.context));
        for (const c of spec.variantTests ?? []) {
          const expected = c.expectedResult as Record<string, unknown>;
          record(
            file,
            mode,
            c.description,
            expected,
            variantAsExpected(unleash.getVariant(c.toggleName, c.context) as unknown as Record<string, unknown>, expected),
          );
        }
      }
    } finally {
      for (const unleash of sdks.values()) destroySdk(unleash);
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
  const details = outcomes
    .filter((o) => !o.pass || o.description === '(loading)')
    .map((o) => `  ${o.file} [${o.mode}] ${o.description}: ${o.detail}`);
  if (process.env.CLIENT_SPEC_REPORT) console.log([...summary, ...details].join('\n'));
});
