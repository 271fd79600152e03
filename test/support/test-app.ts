import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Pool } from 'pg';
import { loadConfig, type PennantConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { installResponseValidator } from './response-validator';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN_TOKEN = '*:*.e2e-admin-secret-0123456789abcdef';

export interface Response {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  headers: Record<string, string | string[] | number | undefined>;
}

export interface RequestOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw payload (string) instead of JSON. */
  raw?: string;
}

export interface TestApp {
  app: NestFastifyApplication;
  db: TestDatabase;
  /** Direct SQL on the test database (assertions on the log, fault injection). */
  sql: Pool;
  get(path: string, options?: RequestOptions): Promise<Response>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  delete(path: string, options?: RequestOptions): Promise<Response>;
  eventCount(): Promise<number>;
  /** Stops the application and starts a fresh one on the same database (a process restart). */
  restart(): Promise<void>;
  /** Stops the app; fails when any 2xx answer did not match its documented schema (ADR 0050). */
  close(): Promise<void>;
  /** Answers that did not match their documented response schema (each also answered 500). */
  schemaMismatches: string[];
}

/** The real application on a fresh database of the test server; requests go through Fastify. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  // On loopback, as the service processes of the tests listen (service-process.ts): ADR 0056's loopback-only rules hold.
  const config: PennantConfig = loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env });
  let app = await createApp(config, db.url);
  // Every documented 2xx JSON answer is checked against the OpenAPI document (ADR 0050).
  const schemaMismatches: string[] = [];
  installResponseValidator(app, schemaMismatches);
  const sql = new Pool({ connectionString: db.url, max: 2 });
  // An idle assertion connection cut by a forced DROP DATABASE (or a fault test) is not a failure.
  sql.on('error', () => undefined);

  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const token = options.token === undefined ? ADMIN_TOKEN : options.token;
    if (token !== null) headers.authorization = token;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({ method, url, headers, payload });
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = res.body;
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  const testApp: TestApp = {
    app,
    db,
    sql,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    eventCount: async () => Number((await sql.query('SELECT count(*) AS n FROM es_events')).rows[0].n),
    restart: async () => {
      await app.close();
      app = await createApp(config, db.url);
      installResponseValidator(app, schemaMismatches);
      testApp.app = app;
    },
    close: async () => {
      await app.close();
      await sql.end();
      await db.drop();
      if (schemaMismatches.length > 0)
        throw new Error(`answers that do not match their documented schema (docs/openapi.json):\n${schemaMismatches.join('\n')}`);
    },
    schemaMismatches,
  };
  return testApp;
}
