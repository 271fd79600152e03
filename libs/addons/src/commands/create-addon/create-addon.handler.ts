import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { addonDecider, ADDONS_STREAM } from '../../domain/addon.decider';
import { CreateAddonCommand } from './create-addon.command';

@CommandHandler(CreateAddonCommand)
export class CreateAddonHandler implements ICommandHandler<CreateAddonCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateAddonCommand): Promise<{ position: number; id: number }> {
    const result = await this.executor.execute({ streamId: ADDONS_STREAM, decider: addonDecider, actor: command.actor, command: { kind: 'create', addon: command.addon, now: this.clock.now().toISOString() } });
    const [created] = result.events;
    if (created?.type !== 'addon-config-created') throw new Error('creating an addon must record addon-config-created');
    return { position: result.position, id: created.data.data.id };
  }
}
