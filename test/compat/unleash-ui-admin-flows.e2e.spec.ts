import { openUnleashUi, startUnleashUiService, type UnleashUiPage, type UnleashUiService } from '../support/unleash-ui';
import { dismissFeedback, editLoadedForm, rowOf, until } from './unleash-ui-steps';

/**
 * The configuration flows of Unleash's own admin UI (unleash-server 8.2.0) on Pennant (ADR 0059):
 * segments, context fields, API tokens and users — each created, changed and deleted in the UI,
 * read back through Pennant's API; no call fails, no page error occurs.
 */
jest.setTimeout(240_000);

let service: UnleashUiService;
let ui: UnleashUiPage;

beforeAll(async () => {
  service = await startUnleashUiService();
  ui = await openUnleashUi(service);
});

afterAll(async () => {
  await service?.close();
});

afterEach(async () => {
  await dismissFeedback(ui.page).catch(() => undefined);
  expect(ui.takeFailures()).toEqual([]);
});

const api = () => service.app;

describe("Unleash's admin UI: segments", () => {
  const segment = async (name: string) =>
    (
      (await api().get('/api/admin/segments')).body.segments as {
        id: number;
        name: string;
        description: string | null;
        constraints: unknown[];
      }[]
    ).find((s) => s.name === name);

  it('creates a segment with a constraint', async () => {
    const { page } = ui;
    await ui.open('/segments/create');
    await page.getByLabel('Segment name *').fill('beta-list');
    await page.getByLabel('Description (optional)').fill('people on the beta list');
    await page.getByTestId('SEGMENT_NEXT_BTN_ID').click();
    await page.getByPlaceholder('Select a context').click();
    await page.getByRole('option', { name: 'userId' }).click();
    await page.getByTestId('CONSTRAINT_ADD_VALUES_BUTTON').click();
    await page.getByPlaceholder('Enter value').fill('alice, bob');
    await page.getByTestId('CONSTRAINT_VALUES_ADD_BUTTON').click();
    await page.getByTestId('SEGMENT_CREATE_BTN_ID').click();
    await page.waitForURL((url) => /^\/segments\/?$/.test(url.pathname));
    await until('the segment', async () =>
      expect(await segment('beta-list')).toMatchObject({
        description: 'people on the beta list',
        constraints: [expect.objectContaining({ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] })],
      }),
    );
  });

  it('edits it', async () => {
    const { id } = (await segment('beta-list')) as { id: number };
    await editLoadedForm(ui, {
      path: `/segments/edit/${id}`,
      field: (page) => page.getByLabel('Description (optional)'),
      loaded: 'people on the beta list',
      value: 'the beta list, edited',
      save: async (page) => {
        await page.getByTestId('SEGMENT_NEXT_BTN_ID').click();
        await page.getByTestId('SEGMENT_SAVE_BTN_ID').click();
      },
      saved: async () => (await segment('beta-list'))?.description === 'the beta list, edited',
    });
  });

  it('deletes it, typing its name to confirm', async () => {
    const { page } = ui;
    await ui.open('/segments');
    await dismissFeedback(page);
    await page.getByTestId('SEGMENT_DELETE_BTN_ID_beta-list').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Segment name').fill('beta-list');
    await dialog.getByTestId('DIALOGUE_CONFIRM_ID').click();
    await until('the deletion', async () => (await segment('beta-list')) === undefined);
  });
});

describe("Unleash's admin UI: context fields", () => {
  const field = async (name: string) =>
    ((await api().get('/api/admin/context')).body as { name: string; description: string; legalValues: { value: string }[] }[]).find(
      (f) => f.name === name,
    );

  it('creates a context field with legal values', async () => {
    const { page } = ui;
    await ui.open('/context/create');
    await page.getByLabel('Context name').fill('region');
    await page.getByLabel('Context description (optional)').fill('Where the customer is');
    for (const value of ['eu', 'us']) {
      await page.getByLabel('Legal value').fill(value);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Create context' }).click();
    await until('the field', async () =>
      expect(await field('region')).toMatchObject({
        description: 'Where the customer is',
        legalValues: [{ value: 'eu' }, { value: 'us' }],
      }),
    );
  });

  it('edits it', async () => {
    await editLoadedForm(ui, {
      path: '/context/edit/region',
      field: (page) => page.getByLabel('Context description (optional)'),
      loaded: 'Where the customer is',
      value: 'The customer region',
      save: (page) => page.getByRole('button', { name: 'Save' }).click(),
      saved: async () => (await field('region'))?.description === 'The customer region',
    });
  });

  it('deletes it', async () => {
    const { page } = ui;
    await ui.open('/context');
    await rowOf(page, 'region').getByRole('button', { name: 'delete' }).click();
    await page.getByRole('dialog').getByTestId('DIALOGUE_CONFIRM_ID').click();
    await until('the deletion', async () => (await field('region')) === undefined);
  });
});

describe("Unleash's admin UI: API tokens", () => {
  const token = async (name: string) =>
    (
      (await api().get('/api/admin/api-tokens')).body.tokens as {
        tokenName: string;
        type: string;
        environment: string;
        projects: string[];
      }[]
    ).find((t) => t.tokenName === name);

  it('creates a backend token for every project and shows its secret', async () => {
    const { page } = ui;
    await ui.open('/admin/api/create-token');
    await page.getByLabel('Token name').fill('ui-backend');
    // Every project, current and future, is the form's default.
    await page.getByRole('checkbox').first().waitFor();
    expect(await page.getByRole('checkbox').first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create token' }).click();
    await page
      .getByRole('dialog')
      .getByText(/\*:development\./)
      .first()
      .waitFor();
    // Pennant marks its tokens `secure` (listed masked, never again in full): the UI says so.
    await page
      .getByRole('dialog')
      .getByText(/won't be able to see it again/)
      .waitFor();
    expect(await token('ui-backend')).toMatchObject({ type: 'client', environment: 'development', projects: ['*'] });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('deletes it (by the masked secret the list shows)', async () => {
    const { page } = ui;
    await ui.open('/admin/api');
    await rowOf(page, 'ui-backend').getByRole('button').last().click();
    await page.getByRole('dialog').getByTestId('DIALOGUE_CONFIRM_ID').click();
    await until('the deletion', async () => (await token('ui-backend')) === undefined);
  });
});

describe("Unleash's admin UI: users", () => {
  const user = async (email: string) =>
    ((await api().get('/api/admin/user-admin')).body.users as { id: number; name: string | null; email: string; rootRole: number }[]).find(
      (u) => u.email === email,
    );

  it('creates a user and shows the invite link', async () => {
    const { page } = ui;
    await ui.open('/admin/create-user');
    await page.getByLabel('Full name').fill('Ui Person');
    await page.getByLabel('Email').fill('ui.person@example.com');
    await page.getByLabel('Role *').click();
    await page.getByRole('option', { name: /^Editor/ }).click();
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/\/invite\//)
      .first()
      .waitFor();
    expect(await user('ui.person@example.com')).toMatchObject({ name: 'Ui Person', rootRole: 2 });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('edits the user', async () => {
    const { id } = (await user('ui.person@example.com')) as { id: number };
    await editLoadedForm(ui, {
      path: `/admin/users/${id}/edit`,
      field: (page) => page.getByLabel('Full name'),
      loaded: 'Ui Person',
      value: 'Ui Person Renamed',
      save: (page) => page.getByRole('button', { name: 'Save' }).click(),
      saved: async () => (await user('ui.person@example.com'))?.name === 'Ui Person Renamed',
    });
  });

  it('removes the user', async () => {
    const { page } = ui;
    await ui.open('/admin/users');
    await rowOf(page, 'ui.person@example.com').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Remove user' }).click();
    await page.getByRole('dialog').getByTestId('DIALOGUE_CONFIRM_ID').click();
    await until('the removal', async () => (await user('ui.person@example.com')) === undefined);
  });
});
