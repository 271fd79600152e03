import type { FeatureResponse } from '../queries/get-feature/feature.response';

interface Built {
  position: number;
  feature: FeatureResponse;
}

/**
 * Feature responses built by the feature view inside the transaction of the batch that applied a
 * command's events, for the flags a request is waiting on (ADR 0027). A PUT then answers with the
 * flag as that batch left it instead of reading the same rows again after the wait: one statement
 * per batch (for every waiting flag in it) instead of one per request.
 *
 * A request declares the flag before its command appends (so no batch holding its events can be
 * applied unseen), then takes a response built at its command's position or later. Anything else —
 * the feature view leading in another process, a wait that timed out, a rolled-back batch — leaves
 * nothing to take, and the caller reads the rows as before. Responses are kept only while someone
 * waits for that flag.
 */
export class FeatureResponses {
  private readonly waiting = new Map<string, number>();
  private readonly built = new Map<string, Built>();
  /** Requests answered from a built response, and those left to read the rows. */
  readonly stats = { served: 0, missed: 0 };

  /**
   * Runs `command` (which appends the flag's events and waits for the read models) with `name`
   * declared as waited on; the flag as built at the command's position or later, if it was.
   */
  async around(name: string, command: () => Promise<{ position: number }>): Promise<FeatureResponse | undefined> {
    this.waiting.set(name, (this.waiting.get(name) ?? 0) + 1);
    try {
      const { position } = await command();
      const built = this.built.get(name);
      const feature = position > 0 && built !== undefined && built.position >= position ? built.feature : undefined;
      this.stats[feature ? 'served' : 'missed'] += 1;
      return feature;
    } finally {
      const left = (this.waiting.get(name) ?? 1) - 1;
      if (left > 0) this.waiting.set(name, left);
      else {
        this.waiting.delete(name);
        this.built.delete(name);
      }
    }
  }

  /** The flags among `names` that a request waits on (the feature view loads these in its batch). */
  wanted(names: Iterable<string>): string[] {
    if (this.waiting.size === 0) return [];
    const wanted = new Set<string>();
    for (const name of names) if (this.waiting.has(name)) wanted.add(name);
    return [...wanted];
  }

  /** The batch that built `features` committed up to `position`. */
  publish(position: number, features: readonly FeatureResponse[]): void {
    for (const feature of features) {
      const kept = this.built.get(feature.name);
      if (this.waiting.has(feature.name) && (kept === undefined || kept.position < position))
        this.built.set(feature.name, { position, feature });
    }
  }
}
