import type { Unleash } from 'unleash-client';

/**
 * Destroys an official SDK instance for good. `destroy()` removes the SDK's own listeners, but a
 * fetch already under way still reports its failure (the server closing right after) through them:
 * an 'error' emitted with no listener throws, out of any test. A no-op listener is left in place.
 */
export function destroySdk(unleash: Unleash): void {
  unleash.destroy();
  const repository = (unleash as unknown as { repository?: { on(event: string, listener: () => void): void } }).repository;
  repository?.on('error', () => undefined);
  unleash.on('error', () => undefined);
}
