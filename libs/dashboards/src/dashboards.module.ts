import { IsFavoriteFeatureHandler } from './queries/is-favorite/is-favorite.query';
import { Module } from '@nestjs/common';
import { FavoritesController, SetFavoriteHandler } from './commands/favorites.controller';
import { PersonalDashboardController } from './queries/personal-dashboard.controller';
import { GetPersonalDashboardHandler, GetPersonalProjectDetailsHandler } from './queries/personal-dashboard.handlers';

@Module({
  controllers: [FavoritesController, PersonalDashboardController],
  providers: [SetFavoriteHandler, GetPersonalDashboardHandler, GetPersonalProjectDetailsHandler, IsFavoriteFeatureHandler],
})
export class DashboardsModule {}
