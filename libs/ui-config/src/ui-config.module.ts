import { Module } from '@nestjs/common';
import { GetUiConfigController } from './queries/get-ui-config/get-ui-config.controller';
import { GetUiConfigHandler } from './queries/get-ui-config/get-ui-config.handler';

@Module({
  controllers: [GetUiConfigController],
  providers: [GetUiConfigHandler],
})
export class UiConfigModule {}
