import { createHash } from 'node:crypto';
import { Client, type ClientConfig } from 'pg';

/**
 * Put this in front of a statement whose best plan depends on its parameter values (substring
 * search, optional filters): it is then never prepared, so PostgreSQL plans it for the values of
 * each call instead of settling on a generic plan after five executions (ADR 0025).
 */
export const PER_CALL_PLAN = '/* per-call plan */ ';

export interface PreparedStatementPolicy {
  /** Calls of one text (process-wide) before it is prepared; one-off texts stay unnamed. */
  minUses: number;
  /** Named statements a connection keeps at most; later texts run unnamed on it. */
  maxPerConnection: number;
  /** Longer texts (generated batch statements) stay unnamed. */
  maxTextLength: number;
  /** Texts the catalog tracks at most (counted or named); beyond it, new texts stay unnamed. */
  maxTrackedTexts: number;
}

export const DEFAULT_PREPARED_STATEMENT_POLICY: PreparedStatementPolicy = {
  minUses: 2,
  maxPerConnection: 400,
  maxTextLength: 8192,
  maxTrackedTexts: 5000,
};

const CHANGED_RESULT_TYPE = 'cached plan must not change result type';

type Callback = (error: Error | null, result?: unknown) => void;
type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Process-wide use counts and names of statement texts, shared by every connection of a pool. */
export class StatementCatalog {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(readonly policy: PreparedStatementPolicy = DEFAULT_PREPARED_STATEMENT_POLICY) {}

  /** The statement name for `text` once it has been used often enough, else undefined. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (text.length > this.policy.maxTextLength || text.startsWith(PER_CALL_PLAN)) return undefined;
    const seen = this.uses.get(text);
    if (seen === undefined && this.uses.size + this.names.size >= this.policy.maxTrackedTexts) return undefined;
    const count = (seen ?? 0) + 1;
    if (count < this.policy.minUses) {
      this.uses.set(text, count);
      return undefined;
    }
    this.uses.delete(text);
    const name = `pn_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }
}

/**
 * A `pg` Client class that runs repeated parameterised statements as named prepared statements:
 * PostgreSQL parses and analyses each text once per connection and, for most of them, reuses
 * one plan; parsing and planning were a large share of the CPU of a PUT (bench/RESULTS.md, round 5).
 * Give it to a Pool as `Client` (TypeORM: `extra.Client`). Statements without parameters,
 * long generated ones and those marked {@link PER_CALL_PLAN} run unnamed as before.
 */
export function preparingClientClass(catalog: StatementCatalog = new StatementCatalog()): typeof Client {
  return class PreparingClient extends Client {
    /** Names prepared on this connection; a name whose plan went stale gets a new generation. */
    private readonly prepared = new Map<string, string>();
    private generation = 0;

    constructor(config?: string | ClientConfig) {
      super(config);
      const original = Client.prototype.query.bind(this) as QueryFn;
      const query: QueryFn = (config, values, callback) => {
        if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0) return original(config, values, callback);
        const name = this.statementName(config);
        if (!name) return original(config, values, callback);
        const named = { name, text: config, values };
        if (typeof callback === 'function') {
          return original(named, (error: Error | null, result?: unknown) => {
            if (error) this.forgetIfStale(config, error);
            (callback as Callback)(error, result);
          });
        }
        return (original(named) as Promise<unknown>).catch((error: Error) => {
          this.forgetIfStale(config, error);
          throw error;
        });
      };
      this.query = query as Client['query'];
    }

    private statementName(text: string): string | undefined {
      const mine = this.prepared.get(text);
      if (mine) return mine;
      if (this.prepared.size >= catalog.policy.maxPerConnection) return undefined;
      const base = catalog.nameFor(text);
      if (!base) return undefined;
      this.prepared.set(text, base);
      return base;
    }

    /**
     * A table behind a prepared statement changed its columns (a rebuild swapped it, a migration
     * ran while we were up): PostgreSQL refuses that statement on this connection for good, so the
     * next call prepares the text again under a fresh name.
     */
    private forgetIfStale(text: string, error: Error): void {
      if (!error.message.includes(CHANGED_RESULT_TYPE)) return;
      const base = catalog.nameFor(text);
      if (!base) return;
      this.generation += 1;
      this.prepared.set(text, `${base}_${this.generation}`);
    }
  };
}
