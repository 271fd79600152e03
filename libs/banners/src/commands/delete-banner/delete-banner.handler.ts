import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { bannerDecider, bannerStreamId } from '../../domain/banner.decider';
import { DeleteBannerCommand } from './delete-banner.command';

@CommandHandler(DeleteBannerCommand)
export class DeleteBannerHandler implements ICommandHandler<DeleteBannerCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: DeleteBannerCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: bannerStreamId(command.id),
      decider: bannerDecider,
      actor: command.actor,
      command: { kind: 'delete', id: command.id },
    });
    return result.receipt;
  }
}
