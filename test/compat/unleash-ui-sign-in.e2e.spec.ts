import { openUnleashUi, startUnleashUiService, UI_USER, type UnleashUiService } from '../support/unleash-ui';

/**
 * Unleash's own admin UI (unleash-server 8.2.0) signs in on Pennant and out again (ADR 0059). Its
 * session probe (`GET /api/admin/user`) must answer 401 with the fields it picks its sign-in form
 * from; its sign-out is an HTML form that posts to /logout.
 */
jest.setTimeout(240_000);

let service: UnleashUiService;

beforeAll(async () => {
  service = await startUnleashUiService();
});

afterAll(async () => {
  await service?.close();
});

describe("Unleash's admin UI: sign-in", () => {
  it('shows its password sign-in page to a visitor without a session', async () => {
    const ui = await openUnleashUi(service, { signIn: false });
    await ui.page.getByLabel('Email').waitFor();
    await ui.page.getByLabel('Password', { exact: true }).waitFor();
    // The probe that chose the form: a 401 on the admin API, answered as Unleash answers it.
    expect(ui.calls).toContainEqual({ method: 'GET', path: '/api/admin/user', status: 401 });
    expect(ui.takeFailures()).toEqual([]);
    await ui.context.close();
  });

  it('refuses a wrong password on the sign-in page', async () => {
    const ui = await openUnleashUi(service, { signIn: false });
    ui.expectRefusal({ method: 'POST', path: /^\/auth\/simple\/login$/, status: 401, why: 'a wrong password: Unleash answers 401 too' });
    await ui.page.getByLabel('Email').fill(UI_USER.email);
    await ui.page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await ui.page.getByRole('button', { name: 'Sign in' }).click();
    await ui.page.getByText('Invalid password and username combination.').waitFor();
    expect(ui.calls.filter((c) => c.path === '/auth/simple/login').map((c) => c.status)).toEqual([401]);
    expect(ui.takeFailures()).toEqual([]);
    await ui.context.close();
  });

  it('signs in with a password, shows who is signed in, and signs out', async () => {
    const ui = await openUnleashUi(service);
    const { page } = ui;
    expect(ui.calls).toContainEqual({ method: 'POST', path: '/auth/simple/login', status: 200 });
    // The profile screen reads the signed-in user's profile.
    await ui.open('/profile');
    await page.getByText(UI_USER.email).first().waitFor();
    await page.getByText('Admin', { exact: true }).first().waitFor();
    expect(ui.calls).toContainEqual({ method: 'GET', path: '/api/admin/user/profile', status: 200 });
    expect(ui.takeFailures()).toEqual([]);

    // Sign out from the user menu: a form post to /logout, then Unleash's signed-out page.
    await page.getByTestId('HEADER_USER_AVATAR').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('You are signed out of Unleash').waitFor();
    expect(ui.calls).toContainEqual({ method: 'POST', path: '/logout', status: 302 });
    const session = await ui.context.request.get(`${service.ui.url}/api/admin/user`);
    expect(session.status()).toBe(401);
    expect(ui.takeFailures()).toEqual([]);
    await ui.context.close();
  });
});
