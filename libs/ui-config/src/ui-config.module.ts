import { Module } from '@nestjs/common';
import { SettingsModule } from '@pennant/settings';
import { GetUiConfigController } from './queries/get-ui-config/get-ui-config.controller';
import { GetUiConfigHandler } from './queries/get-ui-config/get-ui-config.handler';

@Module({
  imports: [SettingsModule],
  controllers: [GetUiConfigController],
  providers: [GetUiConfigHandler],
})
export class UiConfigModule {}
