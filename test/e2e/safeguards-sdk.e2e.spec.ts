import { Unleash, UnleashEvents } from 'unleash-client';
import { eventually } from '../support/eventually';
import { destroySdk } from '../support/sdk-teardown';
import { createTestApp, type TestApp } from '../support/test-app';

const flags = '/api/admin/projects/default/features';
const WINDOW_MINUTES = 1;
/** Errors per second of the variant above which the safeguard fires. */
const THRESHOLD = 1;

interface SentReport {
  impactMetrics?: { name: string; samples: { labels: Record<string, string>; value?: number }[] }[];
}

/**
 * The proof with the official Node SDK, unmodified (ADR 0065): an application evaluates a flag,
 * and while it serves the flag's variant it fails — it increments an error counter labelled with
 * the variant (the SDK's own flag context labels). A safeguard on that counter's rate turns the
 * flag off in the environment, and the SDK, polling or streaming as it likes, sees it off. The time
 * from the report that crossed the threshold to the SDK's first "off" is measured and printed; the
 * test only bounds it by a generous timeout (speed belongs in bench/).
 */
describe('a safeguard with the official Node SDK', () => {
  let t: TestApp;
  let baseUrl: string;
  let token: string;
  const sdks: Unleash[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SAFEGUARD_EVALUATION_SECONDS: '1', METRICS_RATE_LIMIT_PER_MINUTE: '10000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const res = await t.post('/api/admin/api-tokens', {
      tokenName: 'shop',
      type: 'client',
      environment: 'development',
      projects: ['default'],
    });
    expect(res.status).toBe(201);
    token = res.body.secret as string;
  });
  afterAll(async () => {
    for (const sdk of sdks) destroySdk(sdk);
    await t.close();
  });

  it('turns the flag off when the variant’s error rate crosses the threshold, and the SDK sees it off', async () => {
    expect((await t.post(flags, { name: 'new-checkout' })).status).toBe(201);
    const variants = [{ name: 'fast-path', weight: 1000, weightType: 'variable', stickiness: 'default' }];
    expect((await t.put(`${flags}/new-checkout/environments/development/variants`, variants)).status).toBe(200);
    expect((await t.post(`${flags}/new-checkout/environments/development/strategies`, { name: 'default' })).status).toBe(200);
    expect((await t.post(`${flags}/new-checkout/environments/development/on`)).status).toBe(200);
    const safeguard = await t.put(`${flags}/new-checkout/environments/development/safeguard`, {
      metric: 'checkout_errors',
      aggregation: 'rate',
      windowMinutes: WINDOW_MINUTES,
      comparison: 'gt',
      threshold: THRESHOLD,
      labels: { 'new-checkout': 'fast-path' },
    });
    expect(safeguard.status).toBe(200);

    const unleash = new Unleash({
      url: `${baseUrl}/api/`,
      appName: 'shop',
      customHeaders: { Authorization: token },
      refreshInterval: 200,
      metricsInterval: 500,
    });
    sdks.push(unleash);
    unleash.on(UnleashEvents.Warn, () => undefined);
    unleash.on(UnleashEvents.Error, () => undefined);
    // What the SDK reported, and when the server acknowledged it.
    const sent: { at: number; errors: number }[] = [];
    unleash.on(UnleashEvents.Sent, (payload: SentReport) => {
      const errors = (payload.impactMetrics ?? [])
        .filter((m) => m.name === 'checkout_errors')
        .flatMap((m) => m.samples)
        .filter((s) => s.labels['new-checkout'] === 'fast-path')
        .reduce((n, s) => n + (s.value ?? 0), 0);
      sent.push({ at: Date.now(), errors });
    });
    await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
    unleash.impactMetrics.defineCounter('checkout_errors', 'Failed checkouts');
    expect(unleash.isEnabled('new-checkout')).toBe(true);
    expect(unleash.getVariant('new-checkout').name).toBe('fast-path');

    // The application: every 50 ms a checkout; on the new path, 5 of them fail (100 errors a second).
    let offAt = null as number | null; // set by the interval (a `let` typed this way is not narrowed to null)
    const app = setInterval(() => {
      if (!unleash.isEnabled('new-checkout')) {
        offAt ??= Date.now();
        return;
      }
      unleash.impactMetrics.incrementCounter('checkout_errors', 5, { flagNames: ['new-checkout'], context: {} });
    }, 50);
    try {
      await eventually(() => offAt !== null, { timeoutMs: 60_000, intervalMs: 50, what: 'the SDK to see the flag off' });
    } finally {
      clearInterval(app);
    }

    // The crossing: the first acknowledged report after which the window held more errors than the threshold allows.
    const limit = THRESHOLD * WINDOW_MINUTES * 60;
    const crossing = sent.find(
      (r) => sent.filter((s) => s.at <= r.at && s.at > r.at - WINDOW_MINUTES * 60_000).reduce((n, s) => n + s.errors, 0) > limit,
    );
    expect(crossing).toBeDefined();
    const elapsed = (offAt as number) - (crossing as { at: number }).at;
    process.stdout.write(`safeguard: ${elapsed} ms from the report that crossed the threshold to the SDK seeing the flag off\n`);
    expect(elapsed).toBeGreaterThan(0);

    const flag = await t.get(`${flags}/new-checkout`);
    expect(flag.body.environments.find((e: { name: string }) => e.name === 'development').enabled).toBe(false);
    // The newest event of the flag may be the SDK's first report of it (a client-metrics event
    // moving its lifecycle), recorded after the firing: the firing is the only disabling event.
    const history = (await t.get('/api/admin/events/new-checkout')).body.events as { type: string; data: { observed: number } }[];
    const disabled = history.filter((e) => e.type === 'feature-environment-disabled');
    expect(disabled).toHaveLength(1);
    const [event] = disabled;
    expect(event).toMatchObject({
      type: 'feature-environment-disabled',
      environment: 'development',
      createdBy: 'safeguard:new-checkout:development',
      data: { safeguard: { metric: 'checkout_errors', labels: { 'new-checkout': 'fast-path' } } },
    });
    expect(event.data.observed).toBeGreaterThan(THRESHOLD);
  });
});
