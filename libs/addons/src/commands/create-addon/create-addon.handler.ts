import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, type WriteReceipt } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { ADDON_IDS, addonDecider, addonStreamId } from '../../domain/addon.decider';
import { CreateAddonCommand } from './create-addon.command';

/** A fresh id from the sequence and the configuration's own stream (ADR 0031). */
@CommandHandler(CreateAddonCommand)
export class CreateAddonHandler implements ICommandHandler<CreateAddonCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: CreateAddonCommand): Promise<{ receipt: WriteReceipt; id: number }> {
    return this.ids.withNewId(ADDON_IDS, async (id) => {
      const result = await this.executor.execute({
        streamId: addonStreamId(id),
        decider: addonDecider,
        actor: command.actor,
        command: { kind: 'create', id, addon: command.addon, now: this.clock.now().toISOString() },
      });
      return { receipt: result.receipt, id };
    });
  }
}
