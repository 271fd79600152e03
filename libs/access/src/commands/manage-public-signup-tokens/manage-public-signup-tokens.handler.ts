import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { publicSignupTokenDecider, publicSignupTokenStreamId } from '../../domain/public-signup-token.decider';
import { generateSignupLinkSecret, signupLinkFingerprint } from '../../domain/secrets';
import { SignupLinkSecrets } from '../../sessions/signup-link-secrets';
import { CreatePublicSignupTokenCommand, UpdatePublicSignupTokenCommand } from './manage-public-signup-tokens.command';

/**
 * The secret is drawn here and kept beside the credentials before the event (which carries only
 * the fingerprint) is appended; a refused create leaves an orphan secret no read joins (ADR 0051).
 */
@CommandHandler(CreatePublicSignupTokenCommand)
export class CreatePublicSignupTokenHandler implements ICommandHandler<CreatePublicSignupTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly secrets: SignupLinkSecrets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    name,
    expiresAt,
  }: CreatePublicSignupTokenCommand): Promise<{ secret: string; fingerprint: string; receipt: WriteReceipt }> {
    const secret = generateSignupLinkSecret();
    const fingerprint = signupLinkFingerprint(secret);
    const now = this.clock.now();
    const command = { kind: 'create' as const, fingerprint, name, expiresAt, createdBy: actor.name, now: now.toISOString() };
    // Checked before the secret is stored, so a refused request stores nothing.
    publicSignupTokenDecider.decide(command, publicSignupTokenDecider.initialState);
    await this.secrets.keep(fingerprint, secret, now);
    const { receipt } = await this.executor.execute({
      streamId: publicSignupTokenStreamId(fingerprint),
      decider: publicSignupTokenDecider,
      actor,
      command,
    });
    return { secret, fingerprint, receipt };
  }
}

@CommandHandler(UpdatePublicSignupTokenCommand)
export class UpdatePublicSignupTokenHandler implements ICommandHandler<UpdatePublicSignupTokenCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, fingerprint, changes }: UpdatePublicSignupTokenCommand): Promise<{ fingerprint: string; receipt: WriteReceipt }> {
    const { receipt } = await this.executor.execute({
      streamId: publicSignupTokenStreamId(fingerprint),
      decider: publicSignupTokenDecider,
      actor,
      command: { kind: 'update', changes },
    });
    return { fingerprint, receipt };
  }
}
