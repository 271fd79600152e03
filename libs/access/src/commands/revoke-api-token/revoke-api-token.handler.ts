import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { BadDataError, NotFoundError } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { apiTokenDecider, apiTokenStreamId } from '../../domain/api-token.decider';
import { FINGERPRINT_LENGTH } from '../create-api-token/api-token.response';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

const FINGERPRINT = new RegExp(`^[0-9a-f]{${FINGERPRINT_LENGTH}}$`);

/**
 * The token whose secret hash starts with the fingerprint, deleted as `DELETE …/api-tokens/{secret}`
 * would (same decider, same `api-token-deleted` event). A fingerprint is 64 bits of a sha256:
 * two live tokens sharing one is as good as impossible, and is refused rather than guessed.
 */
@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
    private readonly dataSource: DataSource,
  ) {}

  async execute(command: RevokeApiTokenCommand): Promise<void> {
    if (!FINGERPRINT.test(command.fingerprint)) {
      throw new BadDataError(`Request validation failed: your request body or params contain invalid data: fingerprint must be ${FINGERPRINT_LENGTH} lowercase hex digits`, [{ path: 'params.fingerprint', message: `must be ${FINGERPRINT_LENGTH} lowercase hex digits` }]);
    }
    const rows = (await this.dataSource.query('SELECT secret_hash FROM rm_api_tokens WHERE left(secret_hash, $2) = $1 LIMIT 2', [command.fingerprint, FINGERPRINT_LENGTH])) as { secret_hash: string }[];
    if (rows.length !== 1) throw new NotFoundError(`Could not find exactly one API token with the fingerprint ${command.fingerprint}.`);
    const secretHash = rows[0].secret_hash;
    await this.executor.execute({ streamId: apiTokenStreamId(secretHash), decider: apiTokenDecider, actor: command.actor, command: { kind: 'delete', secretHash } });
    await this.resolver.refresh();
  }
}
