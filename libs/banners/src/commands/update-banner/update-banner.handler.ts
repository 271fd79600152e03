import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { bannerDecider, bannerStreamId } from '../../domain/banner.decider';
import { UpdateBannerCommand } from './update-banner.command';

@CommandHandler(UpdateBannerCommand)
export class UpdateBannerHandler implements ICommandHandler<UpdateBannerCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  /** Unknown id → 404; no change → no event. */
  async execute(command: UpdateBannerCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: bannerStreamId(command.id),
      decider: bannerDecider,
      actor: command.actor,
      command: { kind: 'update', id: command.id, fields: command.fields },
    });
    return result.receipt;
  }
}
