import { eventually } from '../support/eventually';
import type { Locator, Page } from 'playwright-core';
import type { UnleashUiPage } from '../support/unleash-ui-page';

/**
 * Steps on Unleash's own admin UI (unleash-server 8.2.0), as a person takes them: its labels,
 * buttons and test ids. Shared by the compatibility tests (ADR 0059).
 */

/** Calls to Pennant's admin API, as the tests seed data (TestApp's, or fetch with the admin token). */
export interface AdminApi {
  get(path: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers
  post(path: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers
}

/** A call that must succeed (2xx), or the seed is broken. */
export async function must(call: Promise<{ status: number; body: unknown }>, what: string): Promise<unknown> {
  const res = await call;
  if (res.status < 200 || res.status > 299) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A flag page's environment, unfolded (its strategies shown). */
export async function expandEnvironment(page: Page, environment: string): Promise<void> {
  const header = page.getByRole('button', { name: new RegExp(`^Environment ${environment}\\b`) }).first();
  await header.waitFor();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

/** An environment's switch on a flag page. */
export function environmentSwitch(page: Page, environment: string) {
  return page.locator(`input[type=checkbox][aria-label="${environment}"]`);
}

/** The UI asks how a flow went after some of them ("Please help us improve"): closed, unanswered. */
export async function dismissFeedback(page: Page): Promise<void> {
  const prompt = page.getByText('Please help us improve');
  if (!(await prompt.isVisible())) return;
  await prompt.locator('xpath=ancestor::div[.//button][1]').getByRole('button').first().click();
  await prompt.waitFor({ state: 'hidden' });
}

/** Opens a screen and waits for `text` on it: what proves the screen read Pennant's answers. */
export async function openScreen(ui: UnleashUiPage, path: string, text: string | RegExp): Promise<void> {
  await ui.open(path);
  await ui.page.getByText(text).first().waitFor();
}

/** The row of a table that names `text`. */
export function rowOf(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/**
 * Waits until `check` holds: it returns a truthy value, or nothing (an `expect` inside it passed).
 * A `false` or a thrown expectation is checked again until `timeoutMs`. (`eventually` alone waits
 * for a truthy value, which an `expect` never returns.)
 */
export function until(what: string, check: () => Promise<unknown>, timeoutMs = 30_000): Promise<unknown> {
  return eventually(
    async () => {
      const value = await check();
      return value === undefined ? true : value;
    },
    { timeoutMs, what },
  );
}

/**
 * Edits one field of a form the UI fills from loaded data, and saves. Unleash's edit forms copy
 * the item into their state whenever its data is (re)loaded — a revalidation landing between the
 * typing and the Save overwrites what was typed, and the old value is saved. A person would see
 * the old value and type again; so does this step, at most three times, each time waiting for the
 * form to have loaded first. Fails when the edit never reaches the API.
 */
export async function editLoadedForm(
  ui: UnleashUiPage,
  edit: {
    path: string;
    field: (page: Page) => Locator;
    loaded: string;
    value: string;
    save: (page: Page) => Promise<void>;
    saved: () => Promise<boolean>;
  },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await ui.open(edit.path);
    const field = edit.field(ui.page);
    await until('the form loaded', async () => [edit.loaded, edit.value].includes(await field.inputValue()));
    await field.fill(edit.value);
    await edit.save(ui.page);
    try {
      await until('the edit', async () => (await edit.saved()) || false, attempt === 3 ? 30_000 : 10_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
