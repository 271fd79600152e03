import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { addonDecider, addonStreamId } from '../../domain/addon.decider';
import { UpdateAddonCommand } from './update-addon.command';

@CommandHandler(UpdateAddonCommand)
export class UpdateAddonHandler implements ICommandHandler<UpdateAddonCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  /** Unknown id → 404; no change → no event. */
  async execute(command: UpdateAddonCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: addonStreamId(command.id),
      decider: addonDecider,
      actor: command.actor,
      command: { kind: 'update', id: command.id, addon: command.addon },
    });
    return result.receipt;
  }
}
