import { Module } from '@nestjs/common';
import { FavoritesController, SetFavoriteHandler } from './commands/favorites.controller';
import { PersonalDashboardController } from './queries/personal-dashboard.controller';
import { GetPersonalDashboardHandler, GetPersonalProjectDetailsHandler } from './queries/personal-dashboard.handlers';

@Module({
  controllers: [FavoritesController, PersonalDashboardController],
  providers: [SetFavoriteHandler, GetPersonalDashboardHandler, GetPersonalProjectDetailsHandler],
})
export class DashboardsModule {}
