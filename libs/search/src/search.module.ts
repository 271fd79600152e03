import { Module } from '@nestjs/common';
import { SearchFeaturesController } from './queries/search-features/search-features.controller';
import { SearchFeaturesHandler } from './queries/search-features/search-features.handler';

@Module({
  controllers: [SearchFeaturesController],
  providers: [SearchFeaturesHandler],
})
export class SearchModule {}
