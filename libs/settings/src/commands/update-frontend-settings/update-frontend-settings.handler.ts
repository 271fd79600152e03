import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { settingDecider, settingStreamId } from '../../domain/setting.decider';
import { UpdateFrontendSettingsCommand } from './update-frontend-settings.command';

export const FRONTEND_SETTINGS_ID = 'frontendSettings';

@CommandHandler(UpdateFrontendSettingsCommand)
export class UpdateFrontendSettingsHandler implements ICommandHandler<UpdateFrontendSettingsCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdateFrontendSettingsCommand): Promise<{ position: number }> {
    const result = await this.executor.execute({
      streamId: settingStreamId(FRONTEND_SETTINGS_ID),
      decider: settingDecider,
      actor: command.actor,
      command: { kind: 'set', id: FRONTEND_SETTINGS_ID, value: { frontendApiOrigins: command.frontendApiOrigins } },
    });
    return { position: result.position };
  }
}
