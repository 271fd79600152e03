import type { Locator } from 'playwright-core';

const TIMEOUT_MS = 15_000;

/** Retries `read` until `check` accepts its value (the screen settles asynchronously), then fails with the last value. */
async function eventually<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (check(last)) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}; last seen: ${JSON.stringify(last)}${lastError ? ` (${String(lastError)})` : ''}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Web-first assertions on a locator (playwright-core has no test runner of its own). */
export function expect(locator: Locator) {
  return {
    toBeVisible: () => locator.first().waitFor({ state: 'visible', timeout: TIMEOUT_MS }),
    toContainText: (text: string) =>
      eventually(
        `expected ${locator} to contain "${text}"`,
        () => locator.innerText(),
        (v) => v.includes(text),
      ),
    toHaveText: (texts: string[]) =>
      eventually(
        `expected ${locator} to be ${JSON.stringify(texts)}`,
        () => locator.allInnerTexts(),
        (v) => JSON.stringify(v.map((s) => s.trim())) === JSON.stringify(texts),
      ),
    toHaveAttribute: (name: string, value: string) =>
      eventually(
        `expected ${locator} to have ${name}="${value}"`,
        () => locator.getAttribute(name),
        (v) => v === value,
      ),
    toBeEnabled: () =>
      eventually(
        `expected ${locator} to be enabled`,
        () => locator.isEnabled(),
        (v) => v,
      ),
    toHaveCount: (count: number) =>
      eventually(
        `expected ${count} of ${locator}`,
        () => locator.count(),
        (v) => v === count,
      ),
    toHaveValue: (value: string) =>
      eventually(
        `expected ${locator} to have value "${value}"`,
        () => locator.inputValue(),
        (v) => v === value,
      ),
  };
}
