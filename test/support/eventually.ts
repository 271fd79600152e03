export interface EventuallyOptions {
  /** How long the condition may take before the test fails (default 5000 ms). */
  timeoutMs?: number;
  /** Pause between two checks (default 20 ms). */
  intervalMs?: number;
  /** What the test waits for, named in the failure message. */
  what?: string;
}

/**
 * Waits until `condition` holds, instead of sleeping a fixed time and hoping. The condition is
 * checked at once, then every `intervalMs`, until it returns a truthy value (which is
 * returned) or `timeoutMs` passed: then the test fails with the last error the condition threw
 * (an `expect` inside it shows its own diff) or with "not reached".
 *
 * A wait for something *not* to happen cannot be written this way: wait for a later, positive
 * signal instead (a marker event delivered after it, a checkpoint past its position).
 */
export async function eventually<T>(condition: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<NonNullable<T>> {
  const { timeoutMs = 5000, intervalMs = 20, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown = null;
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= deadline) {
      if (failure instanceof Error) {
        failure.message = `${what} not reached within ${timeoutMs} ms; last check: ${failure.message}`;
        throw failure;
      }
      throw new Error(`${what} not reached within ${timeoutMs} ms${failure === null ? '' : `; last check threw ${String(failure)}`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(intervalMs, deadline - Date.now()))));
  }
}
