import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { bannerDecider, BANNERS_STREAM } from '../../domain/banner.decider';
import { CreateBannerCommand } from './create-banner.command';

@CommandHandler(CreateBannerCommand)
export class CreateBannerHandler implements ICommandHandler<CreateBannerCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateBannerCommand): Promise<{ position: number; id: number }> {
    const result = await this.executor.execute({
      streamId: BANNERS_STREAM,
      decider: bannerDecider,
      actor: command.actor,
      command: { kind: 'create', fields: command.banner, now: this.clock.now().toISOString() },
    });
    const [created] = result.events;
    if (created?.type !== 'banner-created') throw new Error('creating a banner must record banner-created');
    return { position: result.position, id: created.data.data.id };
  }
}
