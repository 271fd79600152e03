import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { actorKey } from '@pennant/events';
import { Access, CurrentPrincipal, NotFoundError, type Principal } from '@pennant/platform';
import { favoritesDecider, favoritesStreamId } from '../domain/favorites.decider';

export class SetFavoriteCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly feature: string | null,
    readonly on: boolean,
  ) {
    super();
  }
}

@CommandHandler(SetFavoriteCommand)
export class SetFavoriteHandler implements ICommandHandler<SetFavoriteCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
  ) {}

  async execute(c: SetFavoriteCommand): Promise<void> {
    if (c.feature !== null) {
      const rows = (await this.dataSource.query('SELECT 1 FROM rm_features WHERE name = $1 AND project = $2', [c.feature, c.project])) as unknown[];
      if (rows.length === 0) throw new NotFoundError(`Could not find a feature named "${c.feature}" in project "${c.project}".`);
    } else {
      const rows = (await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1', [c.project])) as unknown[];
      if (rows.length === 0) throw new NotFoundError(`No project with id "${c.project}" exists.`);
    }
    await this.executor.execute({
      streamId: favoritesStreamId(actorKey(c.actor)),
      decider: favoritesDecider,
      actor: c.actor,
      command:
        c.feature !== null
          ? { kind: 'favorite-feature', feature: c.feature, project: c.project, userId: c.actor.id, on: c.on }
          : { kind: 'favorite-project', project: c.project, userId: c.actor.id, on: c.on },
    });
  }
}

/** Favourites of the calling user (an admin token counts as its own user-like actor). */
@Controller('api/admin/projects/:projectId')
export class FavoritesController {
  constructor(private readonly commands: CommandBus) {}

  @Access.authenticated()
  @Post('features/:featureName/favorites')
  @HttpCode(200)
  async favoriteFeature(@Param('projectId') p: string, @Param('featureName') f: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new SetFavoriteCommand(principal.actor, p, f, true));
  }

  @Access.authenticated()
  @Delete('features/:featureName/favorites')
  async unfavoriteFeature(@Param('projectId') p: string, @Param('featureName') f: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new SetFavoriteCommand(principal.actor, p, f, false));
  }

  @Access.authenticated()
  @Post('favorites')
  @HttpCode(200)
  async favoriteProject(@Param('projectId') p: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new SetFavoriteCommand(principal.actor, p, null, true));
  }

  @Access.authenticated()
  @Delete('favorites')
  async unfavoriteProject(@Param('projectId') p: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new SetFavoriteCommand(principal.actor, p, null, false));
  }
}
