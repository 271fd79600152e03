import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor, PENNANT_CONFIG } from '@pennant/core';
import type { ApiTokenData } from '@pennant/events';
import { BadDataError, CLOCK, type Clock, type PennantConfig } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { apiTokenDecider, apiTokenStreamId, assertTokenScope } from '../../domain/api-token.decider';
import { generateApiTokenSecret, hashSecret, maskSecret } from '../../domain/secrets';
import { projectLabel, type ApiTokenResponse } from './api-token.response';
import { CreateApiTokenCommand } from './create-api-token.command';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly resolver: StoredTokenResolver,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute(command: CreateApiTokenCommand): Promise<ApiTokenResponse> {
    const token: ApiTokenData = {
      tokenName: command.tokenName,
      type: command.type,
      environment: command.environment ?? (command.type === 'admin' ? '*' : await this.defaultEnvironment()),
      projects: command.projects ? [...new Set(command.projects)] : ['*'],
      expiresAt: command.expiresAt,
      createdAt: this.clock.now().toISOString(),
      alias: null,
    };
    assertTokenScope(token);
    await this.assertKnown(token);
    const secret = generateApiTokenSecret(token.type, token.projects, token.environment);
    const secretHash = hashSecret(secret);
    // The limit counts the read model: concurrent creates may each see one fewer (ADR 0031).
    const [{ n: existing }] = (await this.dataSource.query('SELECT count(*)::int AS n FROM rm_api_tokens')) as { n: number }[];
    await this.executor.execute({
      streamId: apiTokenStreamId(secretHash),
      decider: apiTokenDecider,
      actor: command.actor,
      command: { kind: 'create', token, secretHash, displaySecret: maskSecret(secret), limit: this.config.resourceLimits.apiTokens, existing },
    });
    await this.resolver.refresh();
    return { ...token, alias: null, secret, username: token.tokenName, project: projectLabel(token.projects), seenAt: null, secure: true };
  }

  /** Unleash's default `default` when it exists, else the first enabled environment (Pennant starts with development/production). */
  private async defaultEnvironment(): Promise<string> {
    const rows = (await this.dataSource.query(`SELECT name FROM rm_environments WHERE enabled ORDER BY (name = 'default') DESC, sort_order, name LIMIT 1`)) as { name: string }[];
    return rows[0]?.name ?? 'default';
  }

  /** Unknown project or environment → 400 (read models: the projections are caught up after each write). */
  private async assertKnown(token: ApiTokenData): Promise<void> {
    const named = token.projects.filter((p) => p !== '*');
    if (named.length > 0) {
      const rows = (await this.dataSource.query('SELECT id FROM rm_projects WHERE id = ANY($1::text[])', [named])) as { id: string }[];
      const missing = named.filter((p) => !rows.some((r) => r.id === p));
      if (missing.length > 0) throw new BadDataError(`Request validation failed: your request body or params contain invalid data: project "${missing[0]}" does not exist`);
    }
    if (token.environment !== '*') {
      const rows = (await this.dataSource.query('SELECT 1 FROM rm_environments WHERE name = $1', [token.environment])) as unknown[];
      if (rows.length === 0) throw new BadDataError(`Request validation failed: your request body or params contain invalid data: environment "${token.environment}" does not exist`);
    }
  }
}
