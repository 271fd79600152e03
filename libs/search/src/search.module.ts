import { Module } from '@nestjs/common';
import { ClientApiModule } from '@pennant/client-api';
import { SearchFeaturesController } from './queries/search-features/search-features.controller';
import { SearchFeaturesHandler } from './queries/search-features/search-features.handler';

@Module({
  imports: [ClientApiModule],
  controllers: [SearchFeaturesController],
  providers: [SearchFeaturesHandler],
})
export class SearchModule {}
