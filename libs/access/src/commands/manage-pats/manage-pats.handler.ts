import { Inject } from '@nestjs/common';
import { assertNever } from '@pennant/events';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, ItemIdTakenError, PENNANT_CONFIG, type WriteReceipt } from '@pennant/core';
import { CLOCK, type Clock, type PennantConfig } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { PatsArePersonalError, ServiceAccountNotFoundError, UserNotFoundError } from '../../domain/access.errors';
import { ApiTokenFacts } from '../../facts/api-token.facts';
import { UserFacts } from '../../facts/user.facts';
import { PAT_IDS, patDecider, patsStreamId } from '../../domain/pat.decider';
import { generatePatSecret, hashSecret } from '../../domain/secrets';
import { CreatePatCommand, DeletePatCommand, type PatResponse } from './manage-pats.command';

@CommandHandler(CreatePatCommand)
export class CreatePatHandler implements ICommandHandler<CreatePatCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly users: UserFacts,
    private readonly tokens: ApiTokenFacts,
    private readonly resolver: StoredTokenResolver,
    private readonly ids: IdAllocator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  /** On the user's own PAT stream (ADR 0031): the 10-per-user limit and unique descriptions are exact. */
  async execute(command: CreatePatCommand): Promise<{ pat: PatResponse & { secret: string }; receipt: WriteReceipt }> {
    await this.assertHolder(command);
    const secret = generatePatSecret();
    const now = this.clock.now().toISOString();
    const { events, receipt } = await this.ids.withNewId(PAT_IDS, async (id) => {
      // Ids are global but the stream is the user's: a taken id shows in the read model, not in this stream.
      if (await this.tokens.patIdTaken(id)) throw new ItemIdTakenError(`pat ${id}`);
      return this.executor.execute({
        streamId: patsStreamId(command.userId),
        decider: patDecider,
        actor: command.actor,
        command: {
          kind: 'create',
          id,
          userId: command.userId,
          description: command.description,
          expiresAt: command.expiresAt,
          secretHash: hashSecret(secret),
          now,
          maxLifetimeDays: command.holder === 'person' ? this.config.patMaxLifetimeDays : null,
        },
      });
    });
    const created = events.find((e) => e.type === 'pat-created');
    const pat = created?.type === 'pat-created' ? created.data.data : null;
    if (!pat) throw new Error('create decided no pat-created event');
    await this.resolver.refresh();
    return {
      pat: { id: pat.id, description: pat.description, expiresAt: pat.expiresAt, createdAt: now, seenAt: null, userId: pat.userId, secret },
      receipt,
    };
  }

  /** A person's token is for a person (a service account's own token cannot mint one); a service account's for a service account. */
  private async assertHolder(command: CreatePatCommand): Promise<void> {
    switch (command.holder) {
      case 'person':
        if (await this.users.isUser(command.userId)) return;
        if (await this.users.isServiceAccount(command.userId)) throw new PatsArePersonalError();
        throw new UserNotFoundError(command.userId);
      case 'service-account':
        if (!(await this.users.isServiceAccount(command.userId))) throw new ServiceAccountNotFoundError(command.userId);
        return;
      default:
        return assertNever(command.holder);
    }
  }
}

@CommandHandler(DeletePatCommand)
export class DeletePatHandler implements ICommandHandler<DeletePatCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
  ) {}

  async execute(command: DeletePatCommand): Promise<WriteReceipt> {
    const { receipt } = await this.executor.execute({
      streamId: patsStreamId(command.userId),
      decider: patDecider,
      actor: command.actor,
      command: { kind: 'delete', userId: command.userId, id: command.id },
    });
    await this.resolver.refresh();
    return receipt;
  }
}
