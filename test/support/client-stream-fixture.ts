import { createTestApp, type TestApp } from './test-app';
import { connectSse, deltaEventsOf, type SseClient } from './sse-client';

/** The admin path of a project's flags. */
export const flagsOf = (project: string) => `/api/admin/projects/${project}/features`;

/** The delta events of every frame after the first `skip` frames. */
export const eventsAfter = (client: SseClient, skip: number) => client.events.slice(skip).flatMap(deltaEventsOf);

/** `type:subject` of each delta event (the flag's name, or the segment's id). */
export const names = (events: { type: string; [key: string]: unknown }[]) =>
  events.map(
    (e) =>
      `${e.type}:${String((e.feature as { name?: string } | undefined)?.name ?? e.featureName ?? (e.segment as { id?: number } | undefined)?.id ?? e.segmentId ?? '')}`,
  );

/** The revision of the last frame received. */
export const lastId = (client: SseClient) => Number(client.events[client.events.length - 1].id);

export interface StreamFixture {
  t: TestApp;
  port: number;
  clientToken(name: string, projects: string[], environment?: string): Promise<string>;
  /** A flag with the default strategy in development, enabled unless `enable` is false. */
  flag(project: string, name: string, enable?: boolean): Promise<void>;
  /** An SDK-like SSE connection (client spec 5.2.0), closed by `closeStreams`. */
  stream(token: string, headers?: Record<string, string>, onPort?: number): Promise<SseClient>;
  closeStreams(): void;
  close(): Promise<void>;
}

/** The real app listening on a port, for the SDK streaming and delta tests. */
export async function streamFixture(env: Record<string, string> = {}): Promise<StreamFixture> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const open: SseClient[] = [];
  const fixture: StreamFixture = {
    t,
    port,
    clientToken: async (name, projects, environment = 'development') => {
      const res = await t.post('/api/admin/api-tokens', { tokenName: name, type: 'client', environment, projects });
      expect(res.status).toBe(201);
      return res.body.secret;
    },
    flag: async (project, name, enable = true) => {
      expect((await t.post(flagsOf(project), { name })).status).toBe(201);
      expect((await t.post(`${flagsOf(project)}/${name}/environments/development/strategies`, { name: 'default' })).status).toBe(200);
      if (enable) expect((await t.post(`${flagsOf(project)}/${name}/environments/development/on`)).status).toBe(200);
    },
    stream: async (token, headers = {}, onPort = port) => {
      const client = await connectSse(onPort, '/api/client/streaming', {
        authorization: token,
        'unleash-client-spec': '5.2.0',
        ...headers,
      });
      open.push(client);
      return client;
    },
    closeStreams: () => {
      for (const c of open.splice(0)) c.close();
    },
    close: async () => {
      fixture.closeStreams();
      await t.close();
    },
  };
  return fixture;
}
