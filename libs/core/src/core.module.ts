import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit, type Type } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EsdbEventStore, PostgresEventStore, type EventStore } from '@pennant/event-store';
import {
  BootstrapTokenResolver,
  CLOCK,
  ID_GENERATOR,
  logger,
  preparingClientClass,
  randomIds,
  StatementCatalog,
  systemClock,
  TOKEN_RESOLVER,
  TokenResolverSlot,
  AccessCollaborators,
  type PennantConfig,
} from '@pennant/platform';
import { ReadModelHistory } from './read-model-history';
import { PROJECTIONS, ProjectionRuntime, ReadModelCache, type Projection } from '@pennant/projections';
import { CommandExecutor } from './command-executor';
import { IdAllocator } from './id-allocator';
import { NameGuard } from './name-guard';
import { SharedRateLimits } from './cluster-rate-limiter';
import { createDatabasePool } from './database-pool';
import { PENNANT_CONFIG, PG_POOL } from './tokens';

export interface CoreOptions {
  config: PennantConfig;
  /** The resolved database URL (embedded or external). */
  databaseUrl: string;
  projections: Type<Projection>[];
  /** Start the projectors in this process. */
  runProjections: boolean;
  poolSize?: number;
}

const CORE_OPTIONS = Symbol('CoreOptions');
/** Connections of the unique-name guard: at most this many name-claiming commands run at once. */
const NAME_GUARD_CONNECTIONS = 4;

/** Database, event store, projection runtime and the command executor, shared by every lib. */
@Global()
@Module({})
export class CoreModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(CORE_OPTIONS) private readonly options: CoreOptions,
    private readonly runtime: ProjectionRuntime,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly dataSource: DataSource,
  ) {}

  static forRoot(options: CoreOptions): DynamicModule {
    // Both pools run repeated statements prepared (ADR 0025) unless DATABASE_PREPARED_STATEMENTS=false;
    // names are derived from the text, so they share one catalog.
    const Client = options.config.preparedStatements ? preparingClientClass(new StatementCatalog()) : undefined;
    return {
      module: CoreModule,
      providers: [
        { provide: CORE_OPTIONS, useValue: options },
        { provide: PENNANT_CONFIG, useValue: options.config },
        { provide: CLOCK, useValue: systemClock },
        { provide: ID_GENERATOR, useValue: randomIds },
        {
          provide: PG_POOL,
          useFactory: () => {
            return createDatabasePool({
              connectionString: options.databaseUrl,
              max: options.poolSize ?? 10,
              connectionTimeoutMillis: 5000,
              Client,
            });
          },
        },
        {
          provide: DataSource,
          useFactory: async () => {
            // Every leading projection runner pins one connection for its session advisory lock:
            // without these extra slots, N projections would starve (or, N >= max, deadlock) the
            // batch transactions and every query.
            const lockConnections = options.runProjections ? options.projections.length : 0;
            const dataSource = new DataSource({
              type: 'postgres',
              url: options.databaseUrl,
              entities: [],
              synchronize: false,
              extra: { max: (options.poolSize ?? 10) + lockConnections, connectionTimeoutMillis: 5000, Client },
            });
            return dataSource.initialize();
          },
        },
        {
          provide: EVENT_STORE,
          // EVENT_STORE=esdb keeps events in EventStoreDB; read models and checkpoints stay in PostgreSQL (ADR 0009).
          useFactory: (pool: Pool): EventStore =>
            options.config.eventStore === 'esdb' && options.config.esdbConnectionString
              ? EsdbEventStore.fromConnectionString(options.config.esdbConnectionString)
              : new PostgresEventStore(pool, options.databaseUrl, { outcomeTimeoutMs: options.config.writeOutcomeTimeoutMs }),
          inject: [PG_POOL],
        },
        ...options.projections,
        { provide: PROJECTIONS, useFactory: (...projections: Projection[]) => projections, inject: options.projections },
        {
          provide: ProjectionRuntime,
          useFactory: (projections: Projection[], dataSource: DataSource, store: EventStore) =>
            new ProjectionRuntime(projections, dataSource, store, { log: (level, msg, fields) => logger[level](msg, fields) }),
          inject: [PROJECTIONS, DataSource, EVENT_STORE],
        },
        { provide: ReadModelCache, useFactory: (runtime: ProjectionRuntime) => new ReadModelCache(runtime), inject: [ProjectionRuntime] },
        // Bootstrap tokens first, then whatever a lib plugs into the slot (stored tokens and PATs: libs/access).
        { provide: TokenResolverSlot, useFactory: () => new TokenResolverSlot() },
        {
          provide: TOKEN_RESOLVER,
          useFactory: (slot: TokenResolverSlot) => new BootstrapTokenResolver(options.config.initAdminApiTokens, slot),
          inject: [TokenResolverSlot],
        },
        // Signal-token verification and flag→project lookups for the HTTP pipeline (libs/signals, libs/features plug them in).
        { provide: AccessCollaborators, useFactory: () => new AccessCollaborators() },
        CommandExecutor,
        IdAllocator,
        // Rate limits that hold for the cluster (ADR 0057).
        SharedRateLimits,
        // Its own small pool: unique-name locks are held while a command waits for its projections (ADR 0031).
        {
          provide: NameGuard,
          useFactory: () =>
            new NameGuard(
              createDatabasePool({
                connectionString: options.databaseUrl,
                max: NAME_GUARD_CONNECTIONS,
                connectionTimeoutMillis: 30_000,
                Client,
              }),
            ),
        },
        ReadModelHistory,
      ],
      exports: [
        PENNANT_CONFIG,
        CLOCK,
        ID_GENERATOR,
        PG_POOL,
        DataSource,
        EVENT_STORE,
        PROJECTIONS,
        ...options.projections,
        ProjectionRuntime,
        ReadModelCache,
        TOKEN_RESOLVER,
        TokenResolverSlot,
        AccessCollaborators,
        CommandExecutor,
        IdAllocator,
        NameGuard,
        SharedRateLimits,
        ReadModelHistory,
      ],
    };
  }

  async onModuleInit(): Promise<void> {
    if (this.options.runProjections) await this.runtime.start();
  }

  /** Graceful shutdown: projectors stop at a batch boundary, then connections close. */
  async onApplicationShutdown(): Promise<void> {
    await this.runtime.stop();
    await this.store.close();
    await this.dataSource.destroy().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}
