import { Module } from '@nestjs/common';
import { CreateFeatureController } from './commands/create-feature/create-feature.controller';
import { CreateFeatureHandler } from './commands/create-feature/create-feature.handler';
import { UpdateFeatureController } from './commands/update-feature/update-feature.controller';
import { UpdateFeatureHandler } from './commands/update-feature/update-feature.handler';
import { GetFeatureController } from './queries/get-feature/get-feature.controller';
import { GetFeatureHandler } from './queries/get-feature/get-feature.handler';

@Module({
  controllers: [CreateFeatureController, UpdateFeatureController, GetFeatureController],
  providers: [CreateFeatureHandler, UpdateFeatureHandler, GetFeatureHandler],
})
export class FeaturesModule {}
