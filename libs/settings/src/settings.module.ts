import { Module } from '@nestjs/common';
import { UpdateFrontendSettingsController } from './commands/update-frontend-settings/update-frontend-settings.controller';
import { UpdateFrontendSettingsHandler } from './commands/update-frontend-settings/update-frontend-settings.handler';
import { FrontendSettings } from './queries/frontend-settings.service';

/** Stored settings (Unleash's `settings` table), evented as setting-created/updated/deleted. */
@Module({
  controllers: [UpdateFrontendSettingsController],
  providers: [UpdateFrontendSettingsHandler, FrontendSettings],
  exports: [FrontendSettings],
})
export class SettingsModule {}
