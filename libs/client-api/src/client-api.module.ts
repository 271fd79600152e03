import { Module } from '@nestjs/common';
import { ClientFeaturesController } from './queries/client-features/client-features.controller';
import { ClientFeaturesService } from './queries/client-features/client-features.service';

/** The SDK-facing API (ADR 0019). */
@Module({
  controllers: [ClientFeaturesController],
  providers: [ClientFeaturesService],
})
export class ClientApiModule {}
