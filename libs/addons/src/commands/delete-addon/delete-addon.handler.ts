import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { addonDecider, addonStreamId } from '../../domain/addon.decider';
import { DeleteAddonCommand } from './delete-addon.command';

@CommandHandler(DeleteAddonCommand)
export class DeleteAddonHandler implements ICommandHandler<DeleteAddonCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: DeleteAddonCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: addonStreamId(command.id),
      decider: addonDecider,
      actor: command.actor,
      command: { kind: 'delete', id: command.id },
    });
    return result.receipt;
  }
}
