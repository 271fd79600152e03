import { Module } from '@nestjs/common';
import { SettingsModule } from '@pennant/settings';
import { GetUiConfigController } from './queries/get-ui-config/get-ui-config.controller';
import { GetUiConfigHandler } from './queries/get-ui-config/get-ui-config.handler';
import { MaintenanceController } from './queries/maintenance/maintenance.controller';
import { TelemetrySettingsController } from './queries/telemetry-settings/telemetry-settings.controller';
import { GetInstanceStatisticsHandler } from './queries/instance-statistics/instance-statistics.handler';
import { InstanceStatisticsController } from './queries/instance-statistics/instance-statistics.controller';

@Module({
  imports: [SettingsModule],
  controllers: [GetUiConfigController, InstanceStatisticsController, MaintenanceController, TelemetrySettingsController],
  providers: [GetUiConfigHandler, GetInstanceStatisticsHandler],
})
export class UiConfigModule {}
