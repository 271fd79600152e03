import { createTestApp, type TestApp } from '../support/test-app';

/** GET /internal-backstage/prometheus: series exist, and move with what the service does. */
describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function scrape(): Promise<string> {
    const res = await t.get('/internal-backstage/prometheus', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return res.body as string;
  }

  /** The value of one sample, given its full series text (name and labels), or null. */
  function sample(text: string, series: string): number | null {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? null : Number(line.slice(series.length + 1));
  }

  it('is public (no token), with the security headers', async () => {
    const res = await t.get('/internal-backstage/prometheus', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('counts requests by route pattern, method and status — not by raw URL', async () => {
    const before = await scrape();
    const route = 'route="/api/admin/projects/:projectId/features/:featureName",method="GET"';
    const ok = `http_request_duration_seconds_count{${route},status="200"}`;
    const missing = `http_request_duration_seconds_count{${route},status="404"}`;
    expect((await t.post('/api/admin/projects/default/features', { name: 'metric-a' })).status).toBe(201);
    for (const name of ['metric-a', 'metric-a', 'metric-a'])
      expect((await t.get(`/api/admin/projects/default/features/${name}`)).status).toBe(200);
    expect((await t.get('/api/admin/projects/default/features/no-such-flag')).status).toBe(404);
    expect((await t.get('/api/admin/events', { token: 'nope' })).status).toBe(401);
    const after = await scrape();
    expect((sample(after, ok) ?? 0) - (sample(before, ok) ?? 0)).toBe(3);
    expect((sample(after, missing) ?? 0) - (sample(before, missing) ?? 0)).toBe(1);
    expect(
      sample(after, 'http_request_duration_seconds_count{route="/api/admin/events",method="GET",status="401"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(after).toContain(`http_request_duration_seconds_bucket{${route},status="200",le="+Inf"}`);
    expect(after).not.toContain('metric-a');
    expect(after).not.toContain('no-such-flag');
  });

  it('counts appended events by type, and reports projection checkpoints and lag', async () => {
    const before = await scrape();
    const created = 'pennant_events_appended_total{type="feature-created"}';
    expect((await t.post('/api/admin/projects/default/features', { name: 'metric-b' })).status).toBe(201);
    expect((await t.post('/api/admin/projects/default/features', { name: 'metric-c' })).status).toBe(201);
    const after = await scrape();
    expect((sample(after, created) ?? 0) - (sample(before, created) ?? 0)).toBe(2);
    const head = Number((await t.sql.query('SELECT max(position) AS head FROM es_events')).rows[0].head);
    expect(sample(after, 'pennant_event_log_head_position')).toBe(head);
    // Read-your-writes: the event log projection has applied the flag before the 201.
    expect(sample(after, 'pennant_projection_checkpoint_position{projection="event-log"}')).toBe(head);
    expect(sample(after, 'pennant_projection_lag_events{projection="event-log"}')).toBe(0);
    expect(sample(after, 'pennant_projection_running{projection="event-log"}')).toBe(1);
  });

  it('counts accepted signals', async () => {
    const endpoint = await t.post('/api/admin/signal-endpoints', { name: 'metric-hook' });
    const token = await t.post(`/api/admin/signal-endpoints/${endpoint.body.id}/tokens`, { name: 'ci' });
    const before = sample(await scrape(), 'pennant_signals_received_total') ?? 0;
    expect((await t.post('/api/signal-endpoint/metric-hook', { a: 1 }, { token: `Bearer ${token.body.token}` })).status).toBe(200);
    expect((await t.post('/api/signal-endpoint/metric-hook', { a: 1 }, { token: 'Bearer wrong' })).status).toBe(401);
    expect(sample(await scrape(), 'pennant_signals_received_total')).toBe(before + 1);
  });

  it('reports process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1e6);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1e5);
    expect(sample(text, 'process_cpu_seconds_total{mode="user"}')).toBeGreaterThan(0);
    expect(sample(text, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds{stat="p99"}')).not.toBeNull();
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
  });
});
