import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { settingDecider, settingStreamId } from '../../domain/setting.decider';
import { FrontendSettings } from '../../queries/frontend-settings.service';
import { UpdateFrontendSettingsCommand } from './update-frontend-settings.command';

export const FRONTEND_SETTINGS_ID = 'frontendSettings';

@CommandHandler(UpdateFrontendSettingsCommand)
export class UpdateFrontendSettingsHandler implements ICommandHandler<UpdateFrontendSettingsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly frontendSettings: FrontendSettings,
  ) {}

  async execute(command: UpdateFrontendSettingsCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: settingStreamId(FRONTEND_SETTINGS_ID),
      decider: settingDecider,
      actor: command.actor,
      command: { kind: 'set', id: FRONTEND_SETTINGS_ID, value: { frontendApiOrigins: command.frontendApiOrigins } },
    });
    if (result.events.length > 0) this.frontendSettings.forget();
    return result.receipt;
  }
}
