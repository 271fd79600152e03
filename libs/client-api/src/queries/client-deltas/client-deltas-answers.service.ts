import type { DataSource } from 'typeorm';
import type { ClientFeaturesService } from '../client-features/client-features.service';
import type { ClientQuery } from '../client-features/client-features.response';
import type { ClientSnapshot } from '../client-features/client-features-snapshot.sql';
import type { KeptBody } from '../client-features/client-features-json.response';
import { loadChangeSet, type ChangeSet } from './client-deltas-change-set.store';
import { deltaEvents, hydrationEvent } from './client-deltas-events.response';
import type { DeltaJournal, JournalRow } from './client-deltas-journal.service';

/** Change sets kept (by environment and revision range), each with its answers per query. */
const KEPT_SETS = 64;
/** Hydrations kept per snapshot (by query and revision). */
const KEPT_HYDRATIONS = 16;

/**
 * The answers SDKs are sent, each computed once: a change set per environment and revision range
 * (read once, whoever asks), its serialised events per query, and hydrations cut from the
 * features endpoint's snapshot per query and revision.
 */
export class DeltaAnswers {
  private readonly sets = new Map<string, Promise<ChangeSet | null>>();
  private readonly answers = new WeakMap<ChangeSet, Map<string, KeptBody | null>>();
  private readonly hydrations = new WeakMap<ClientSnapshot, Map<string, KeptBody>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly journal: DeltaJournal,
    private readonly features: ClientFeaturesService,
    /** The journal rows in (from, to] when the hub holds them all in memory, else null. */
    private readonly recent: (from: number, to: number) => JournalRow[] | null,
  ) {}

  /** What changed for an environment in (from, to], or null when some of it was pruned (hydrate). */
  changeSet(environment: string, from: number, to: number): Promise<ChangeSet | null> {
    const key = `${environment}\u0001${from}\u0001${to}`;
    let set = this.sets.get(key);
    if (set === undefined) {
      set = this.read(environment, from, to);
      if (this.sets.size >= KEPT_SETS) this.sets.delete(this.sets.keys().next().value as string);
      this.sets.set(key, set);
      set.catch(() => this.sets.delete(key));
    }
    return set;
  }

  /** The serialised events of a change set for one query (`key` is its hash); null when none concern it. */
  deltaBody(set: ChangeSet, query: ClientQuery, key: string): KeptBody | null {
    let kept = this.answers.get(set);
    if (!kept) this.answers.set(set, (kept = new Map()));
    let body = kept.get(key);
    if (body === undefined) {
      const events = deltaEvents(set, query);
      body = events.length === 0 ? null : { json: JSON.stringify({ events }) };
      kept.set(key, body);
    }
    return body;
  }

  /** The hydration at `head`, cut from the features endpoint's snapshot (read after `head` was known: it shows at least that). */
  async hydration(query: ClientQuery, key: string, head: number): Promise<KeptBody> {
    const { snapshot } = await this.features.snapshot(query.environment);
    let kept = this.hydrations.get(snapshot);
    if (!kept) this.hydrations.set(snapshot, (kept = new Map()));
    const id = `${key}:${head}`;
    let body = kept.get(id);
    if (body === undefined) {
      body = { json: JSON.stringify({ events: [hydrationEvent(snapshot, query, head)] }) };
      if (kept.size >= KEPT_HYDRATIONS) kept.delete(kept.keys().next().value as string);
      kept.set(id, body);
    }
    return body;
  }

  private async read(environment: string, from: number, to: number): Promise<ChangeSet | null> {
    const rows = this.recent(from, to) ?? (await this.journal.range(from, to));
    return rows === null ? null : loadChangeSet(this.dataSource, environment, from, to, rows);
  }
}
