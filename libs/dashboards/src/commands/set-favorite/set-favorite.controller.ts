import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { SetFavoriteCommand } from './set-favorite.command';
import { written } from '@pennant/core';

/** Favourites of the calling user (an admin token counts as its own user-like actor). */
@Controller('api/admin/projects/:projectId')
export class FavoritesController {
  constructor(private readonly commands: CommandBus) {}

  @Access.authenticated()
  @Post('features/:featureName/favorites')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Mark a flag as a favourite of the caller', errors: [404] })
  async favoriteFeature(@Param('projectId') p: string, @Param('featureName') f: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new SetFavoriteCommand(principal.actor, p, f, true)));
  }

  @Access.authenticated()
  @Delete('features/:featureName/favorites')
  @ApiDoc({ noBody: true, summary: 'Unmark a favourite flag of the caller', errors: [404] })
  async unfavoriteFeature(@Param('projectId') p: string, @Param('featureName') f: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new SetFavoriteCommand(principal.actor, p, f, false)));
  }

  @Access.authenticated()
  @Post('favorites')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Mark a project as a favourite of the caller', errors: [404] })
  async favoriteProject(@Param('projectId') p: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new SetFavoriteCommand(principal.actor, p, null, true)));
  }

  @Access.authenticated()
  @Delete('favorites')
  @ApiDoc({ noBody: true, summary: 'Unmark a favourite project of the caller', errors: [404] })
  async unfavoriteProject(@Param('projectId') p: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new SetFavoriteCommand(principal.actor, p, null, false)));
  }
}
