import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AdminBootstrap } from '@pennant/access';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * The first admin on a database where nobody can sign in, bootstrapped by several nodes at the
 * same moment (ADR 0057). Before, each could find the user missing and create it, and all but one
 * failed to start with "User already exists". Now they take turns: exactly one creates the user
 * and gets the password to print; the others find someone who can sign in and do nothing.
 */
let a: TestApp;
let b: NestFastifyApplication;

beforeAll(async () => {
  a = await createTestApp();
  b = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error', HOST: '127.0.0.1' }), a.db.url);
});

afterAll(async () => {
  await b.close();
  await a.close();
});

it('runs once whatever the number of nodes starting together', async () => {
  const runs = [a.app, b, a.app, b, a.app, b].map((app) => app.get(AdminBootstrap).run());
  const outcomes = await Promise.allSettled(runs);
  expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
  const firsts = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value ? [o.value] : []));
  expect(firsts).toEqual([{ username: 'admin', generatedPassword: expect.any(String) }]);
  const admins = await a.sql.query("SELECT id FROM rm_users WHERE username = 'admin'");
  expect(admins.rowCount).toBe(1);
  const passwords = await a.sql.query('SELECT user_id FROM auth_credentials');
  expect(passwords.rows).toEqual([{ user_id: admins.rows[0].id }]);
  const login = await a.post('/auth/simple/login', { username: 'admin', password: firsts[0].generatedPassword }, { token: null });
  expect(login.status).toBe(200);
});
