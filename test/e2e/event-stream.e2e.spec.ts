import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { eventually } from '../support/eventually';
import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';

/**
 * GET /api/admin/events/stream over a real socket (inject() does not stream): live delivery,
 * resume with Last-Event-ID, filters, the stream cap, heartbeats, and reconnects under
 * concurrent writes without gaps or duplicates.
 */
interface Frame {
  id: number;
  data: { id: number; type: string; project: string | null; featureName: string | null; [key: string]: unknown };
}

interface Client {
  status: number;
  headers: IncomingMessage['headers'];
  frames: Frame[];
  raw: () => string;
  body: () => Promise<string>;
  waitFor(predicate: (frames: Frame[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

const flags = '/api/admin/projects/default/features';

describe('live event stream (SSE)', () => {
  let t: TestApp;
  let port = 0;
  const open: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp({ EVENT_STREAM_MAX_CLIENTS: '3', EVENT_STREAM_HEARTBEAT_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });
  afterAll(() => t.close());

  function connect(query = '', headers: Record<string, string> = {}, token: string | null = ADMIN_TOKEN): Promise<Client> {
    return new Promise((resolve, reject) => {
      const h: Record<string, string> = { accept: 'text/event-stream', ...headers };
      if (token) h.authorization = token;
      const req: ClientRequest = httpRequest({ host: '127.0.0.1', port, path: `/api/admin/events/stream${query}`, headers: h });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        let pending = '';
        const frames: Frame[] = [];
        const listeners = new Set<() => void>();
        const ended = new Promise<string>((done) => res.on('end', () => done(text)));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          pending += chunk;
          let at: number;
          while ((at = pending.indexOf('\n\n')) >= 0) {
            const block = pending.slice(0, at);
            pending = pending.slice(at + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id !== undefined && data !== undefined) frames.push({ id: Number(id), data: JSON.parse(data) as Frame['data'] });
          }
          for (const l of [...listeners]) l();
        });
        res.on('error', () => undefined);
        const client: Client = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          frames,
          raw: () => text,
          body: () => ended,
          waitFor: (predicate, timeoutMs = 8000) =>
            new Promise((ok, fail) => {
              if (predicate(frames)) return ok();
              const timer = setTimeout(() => {
                listeners.delete(check);
                fail(new Error(`stream condition not met within ${timeoutMs} ms; got ids ${frames.map((f) => f.id).join(',')}`));
              }, timeoutMs);
              const check = () => {
                if (!predicate(frames)) return;
                clearTimeout(timer);
                listeners.delete(check);
                ok();
              };
              listeners.add(check);
            }),
          close: () => req.destroy(),
        };
        open.push(client);
        resolve(client);
      });
      req.end();
    });
  }

  async function allEventIds(): Promise<number[]> {
    return (await t.sql.query('SELECT position FROM es_events ORDER BY position')).rows.map((r: { position: string }) =>
      Number(r.position),
    );
  }

  async function createFlag(name: string, project = 'default'): Promise<void> {
    const res = await t.post(`/api/admin/projects/${project}/features`, { name });
    if (res.status !== 201) throw new Error(`create ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  }

  it('delivers events appended after connecting, as GET /api/admin/events shows them, with security headers', async () => {
    const c = await connect();
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(c.headers['x-content-type-options']).toBe('nosniff');
    expect(c.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    await createFlag('live-1');
    await c.waitFor((f) => f.some((x) => x.data.featureName === 'live-1'));
    const frame = c.frames.find((x) => x.data.featureName === 'live-1')!;
    expect(frame.id).toBe(frame.data.id);
    expect(frame.data.type).toBe('feature-created');
    const listed = (await t.get('/api/admin/events')).body.events as Frame['data'][];
    expect(frame.data).toEqual(listed.find((e) => e.id === frame.id));
    // Nothing from before the connection (no cursor = start at the head).
    expect(c.frames.every((x) => x.data.featureName === 'live-1')).toBe(true);
  });

  it('resumes after Last-Event-ID with exactly the later events, in order', async () => {
    await createFlag('resume-1');
    await createFlag('resume-2');
    const ids = await allEventIds();
    const cut = ids[ids.length - 3];
    const expected = ids.filter((id) => id > cut);
    const c = await connect('', { 'last-event-id': String(cut) });
    await c.waitFor((f) => f.length >= expected.length);
    // A later marker: once the stream delivered it, everything before it was delivered too.
    await createFlag('resume-marker');
    const marker = (await allEventIds()).filter((id) => id > ids[ids.length - 1]);
    expect(marker.length).toBeGreaterThan(0);
    const upToMarker = [...expected, ...marker];
    await c.waitFor((f) => f.some((x) => x.id === marker[marker.length - 1]));
    expect(c.frames.map((f) => f.id)).toEqual(upToMarker);
    // The query forms resume the same way; the header wins over them.
    const q = await connect(`?lastEventId=${cut}`);
    await q.waitFor((f) => f.length >= upToMarker.length);
    expect(q.frames.map((f) => f.id)).toEqual(upToMarker);
    const both = await connect(`?from=0`, { 'last-event-id': String(cut) });
    await both.waitFor((f) => f.length >= upToMarker.length);
    expect(both.frames.map((f) => f.id)).toEqual(upToMarker);
  });

  it('from=0 replays the whole log', async () => {
    const ids = await allEventIds();
    const c = await connect('?from=0');
    await c.waitFor((f) => f.length >= ids.length);
    expect(c.frames.map((f) => f.id)).toEqual(ids);
  });

  it('filters by project, feature and type', async () => {
    expect((await t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBeLessThan(300);
    await createFlag('filter-a');
    await createFlag('filter-b', 'other');
    expect((await t.post(`${flags}/filter-a/environments/development/on`)).status).toBe(200);
    const byFeature = await connect('?from=0&feature=filter-a');
    const byProject = await connect('?from=0&project=other');
    const byType = await connect('?from=0&type=feature-environment-enabled,feature-created');
    // Markers after everything else, one per filter; a stream delivers in log order, so once its
    // marker arrived every earlier event that passes its filter has arrived too.
    await createFlag('filter-z', 'other'); // feature-created in project other: byType, byProject
    expect((await t.post(`${flags}/filter-a/environments/development/off`)).status).toBe(200); // byFeature only
    const all = (await t.sql.query('SELECT position, type FROM es_events ORDER BY position')).rows as { position: string; type: string }[];
    const typed = all
      .filter((r) => r.type === 'feature-created' || r.type === 'feature-environment-enabled')
      .map((r) => Number(r.position));
    await byType.waitFor((f) => f.some((x) => x.data.featureName === 'filter-z'));
    await byProject.waitFor((f) => f.some((x) => x.data.featureName === 'filter-z'));
    await byFeature.waitFor((f) => f.some((x) => x.data.type === 'feature-environment-disabled'));
    expect(byType.frames.map((x) => x.id)).toEqual(typed);
    expect(byType.frames.every((x) => ['feature-created', 'feature-environment-enabled'].includes(x.data.type))).toBe(true);
    // The same events as the event log lists for the flag and for the project, oldest first.
    const oldestFirst = async (url: string) => ((await t.get(url)).body.events as { id: number }[]).map((e) => e.id).sort((x, y) => x - y);
    expect(byFeature.frames.map((x) => x.id)).toEqual(await oldestFirst('/api/admin/events/filter-a'));
    expect(byFeature.frames.every((x) => x.data.featureName === 'filter-a')).toBe(true);
    expect(byProject.frames.map((x) => x.id)).toEqual(await oldestFirst('/api/admin/events?project=other'));
    expect(byProject.frames.length).toBeGreaterThanOrEqual(3); // project-created, filter-b and the marker
    expect(byProject.frames.every((x) => x.data.project === 'other')).toBe(true);
  });

  it.each([
    ['?type=no-such-type', {}],
    ['?type=', {}],
    ['?from=abc', {}],
    ['?from=-1', {}],
    ['?project=a&project=b', {}],
    [`?feature=${'x'.repeat(101)}`, {}],
    ['', { 'last-event-id': '12x' }],
  ])('refuses bad input %s %j with 400 {id, name, message}', async (query, headers) => {
    const c = await connect(query, headers as Record<string, string>);
    expect(c.status).toBe(400);
    expect(c.headers['content-type']).toMatch(/application\/json/);
    const body = JSON.parse(await c.body()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'BadDataError' });
    expect(typeof body.id).toBe('string');
    expect(typeof body.message).toBe('string');
  });

  it('needs a token (401 as JSON)', async () => {
    const c = await connect('', {}, null);
    expect(c.status).toBe(401);
    expect(JSON.parse(await c.body())).toMatchObject({ name: 'AuthenticationRequired' });
  });

  it('ends a stream within a second once its credential is revoked, expires or loses the permission', async () => {
    /** How long after `since` the stream ended (it must end by itself). */
    const endsWithin = async (c: Client, since: number) => {
      await Promise.race([c.body(), new Promise((_r, fail) => setTimeout(() => fail(new Error('stream still open after 3 s')), 3000))]);
      return Date.now() - since;
    };
    // A stored admin API token, deleted.
    const adminToken = (await t.post('/api/admin/api-tokens', { tokenName: 'stream-admin', type: 'admin' })).body.secret as string;
    const byToken = await connect('', {}, adminToken);
    expect(byToken.status).toBe(200);
    const deleted = Date.now();
    expect((await t.delete(`/api/admin/api-tokens/${encodeURIComponent(adminToken)}`)).status).toBe(200);
    expect(await endsWithin(byToken, deleted)).toBeLessThan(1000);
    // An Admin user's personal access token, whose user becomes an Editor (the stream needs ADMIN).
    const user = (await t.post('/api/admin/user-admin', { email: 'streamer@example.com', rootRole: 'Admin' })).body.id as number;
    const pat = (await t.post(`/api/admin/user-admin/${user}/tokens`, { description: 'stream', expiresAt: '2999-01-01T00:00:00.000Z' }))
      .body.secret as string;
    const byPat = await connect('', {}, pat);
    expect(byPat.status).toBe(200);
    const lowered = Date.now();
    expect((await t.put(`/api/admin/user-admin/${user}`, { rootRole: 'Editor' })).status).toBe(200);
    expect(await endsWithin(byPat, lowered)).toBeLessThan(1000);
    // A token that expires while the stream is open.
    expect((await t.put(`/api/admin/user-admin/${user}`, { rootRole: 'Admin' })).status).toBe(200);
    const expiresAt = Date.now() + 1500;
    const shortLived = (
      await t.post(`/api/admin/user-admin/${user}/tokens`, { description: 'short', expiresAt: new Date(expiresAt).toISOString() })
    ).body.secret as string;
    const byShort = await connect('', {}, shortLived);
    expect(byShort.status).toBe(200);
    expect(await endsWithin(byShort, expiresAt)).toBeLessThan(1000);
  });

  it('caps concurrent streams (429 beyond), and a closed stream frees its slot', async () => {
    const streams = await Promise.all([connect(), connect(), connect()]);
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await connect();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(JSON.parse(await refused.body())).toMatchObject({ name: 'RateLimitError' });
    streams[0].close();
    const again = await eventually(
      async () => {
        const attempt = await connect();
        expect([200, 429]).toContain(attempt.status);
        return attempt.status === 200 ? attempt : null;
      },
      { timeoutMs: 2500, intervalMs: 50, what: 'a stream slot freed by the closed stream' },
    );
    expect(again.status).toBe(200);
  });

  it('sends heartbeat comments while idle', async () => {
    const c = await connect();
    // EVENT_STREAM_HEARTBEAT_SECONDS is 1 here: the first heartbeat comes within a second or so.
    await eventually(() => c.raw().includes(': heartbeat\n\n'), { timeoutMs: 3000, what: 'a heartbeat comment' });
    expect(c.raw()).toContain(': heartbeat\n\n');
  });

  it('reconnects with Last-Event-ID while writes go on: no gaps, no duplicates', async () => {
    const start = (await allEventIds()).at(-1) ?? 0;
    let writing = true;
    const writers = [0, 1].map(async (w) => {
      for (let i = 0; i < 15; i += 1) {
        await createFlag(`race-${w}-${i}`);
        if (i % 3 === 0) await t.post(`${flags}/race-${w}-${i}/environments/development/on`);
      }
    });
    const done = Promise.all(writers).then(() => (writing = false));
    const received: number[] = [];
    let last = start;
    let reconnects = 0;
    while (writing || received.length === 0 || last < ((await allEventIds()).at(-1) ?? 0)) {
      const c = await connect('', { 'last-event-id': String(last) });
      expect(c.status).toBe(200);
      // Take a few events (or wait a little), then drop the connection abruptly.
      await c.waitFor((f) => f.length >= 3, 400).catch(() => undefined);
      c.close();
      received.push(...c.frames.map((f) => f.id));
      if (c.frames.length > 0) last = c.frames[c.frames.length - 1].id;
      reconnects += 1;
      if (reconnects > 500) throw new Error('did not catch up');
    }
    await done;
    const expected = (await allEventIds()).filter((id) => id > start);
    expect(reconnects).toBeGreaterThan(3);
    expect(received).toEqual(expected);
    expect(new Set(received).size).toBe(received.length);
  }, 60_000);
});
