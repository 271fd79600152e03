import { IsFavoriteFeatureHandler } from './queries/is-favorite/is-favorite.query';
import { Module } from '@nestjs/common';
import { FavoritesController } from './commands/set-favorite/set-favorite.controller';
import { SetFavoriteHandler } from './commands/set-favorite/set-favorite.handler';
import { PersonalDashboardController } from './queries/personal-dashboard.controller';
import { GetPersonalDashboardHandler, GetPersonalProjectDetailsHandler } from './queries/personal-dashboard.handler';
import { ProjectFacts } from '@pennant/projects';

@Module({
  controllers: [FavoritesController, PersonalDashboardController],
  providers: [ProjectFacts, SetFavoriteHandler, GetPersonalDashboardHandler, GetPersonalProjectDetailsHandler, IsFavoriteFeatureHandler],
})
export class DashboardsModule {}
