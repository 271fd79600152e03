import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, PENNANT_CONFIG, type WriteReceipt } from '@pennant/core';
import type { ApiTokenData } from '@pennant/events';
import { BadDataError, CLOCK, type Clock, type PennantConfig } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { apiTokenDecider, apiTokenStreamId, assertTokenScope } from '../../domain/api-token.decider';
import { generateApiTokenSecret, hashSecret, maskSecret } from '../../domain/secrets';
import { ApiTokenFacts } from '../../facts/api-token.facts';
import { fingerprintOf, projectLabel, type ApiTokenResponse } from './create-api-token-view.response';
import { CreateApiTokenCommand } from './create-api-token.command';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly tokens: ApiTokenFacts,
    private readonly projects: ProjectFacts,
    private readonly environments: EnvironmentFacts,
    private readonly resolver: StoredTokenResolver,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute(command: CreateApiTokenCommand): Promise<{ token: ApiTokenResponse; receipt: WriteReceipt }> {
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
    const existing = await this.tokens.count();
    const { receipt } = await this.executor.execute({
      streamId: apiTokenStreamId(secretHash),
      decider: apiTokenDecider,
      actor: command.actor,
      command: {
        kind: 'create',
        token,
        secretHash,
        displaySecret: maskSecret(secret),
        limit: this.config.resourceLimits.apiTokens,
        existing,
      },
    });
    await this.resolver.refresh();
    const created: ApiTokenResponse = {
      ...token,
      alias: null,
      secret,
      username: token.tokenName,
      project: projectLabel(token.projects),
      seenAt: null,
      secure: true,
      fingerprint: fingerprintOf(secretHash),
    };
    return { token: created, receipt };
  }

  /** Unleash's default `default` when it exists, else the first enabled environment (Pennant starts with development/production). */
  private async defaultEnvironment(): Promise<string> {
    return (await this.environments.defaultName()) ?? 'default';
  }

  /** Unknown project or environment → 400 (read models: the projections are caught up after each write). */
  private async assertKnown(token: ApiTokenData): Promise<void> {
    const named = token.projects.filter((p) => p !== '*');
    if (named.length > 0) {
      const known = await this.projects.knownAmong(named);
      const missing = named.filter((p) => !known.includes(p));
      if (missing.length > 0)
        throw new BadDataError(
          `Request validation failed: your request body or params contain invalid data: project "${missing[0]}" does not exist`,
        );
    }
    if (token.environment !== '*') {
      if (!(await this.environments.exists(token.environment)))
        throw new BadDataError(
          `Request validation failed: your request body or params contain invalid data: environment "${token.environment}" does not exist`,
        );
    }
  }
}
