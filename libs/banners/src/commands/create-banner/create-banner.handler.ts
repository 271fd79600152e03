import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, type WriteReceipt } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { BANNER_IDS, bannerDecider, bannerStreamId } from '../../domain/banner.decider';
import { CreateBannerCommand } from './create-banner.command';

/** A fresh id from the sequence and the banner's own stream (ADR 0031). */
@CommandHandler(CreateBannerCommand)
export class CreateBannerHandler implements ICommandHandler<CreateBannerCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: CreateBannerCommand): Promise<{ receipt: WriteReceipt; id: number }> {
    return this.ids.withNewId(BANNER_IDS, async (id) => {
      const result = await this.executor.execute({
        streamId: bannerStreamId(id),
        decider: bannerDecider,
        actor: command.actor,
        command: { kind: 'create', id, fields: command.banner, now: this.clock.now().toISOString() },
      });
      return { receipt: result.receipt, id };
    });
  }
}
