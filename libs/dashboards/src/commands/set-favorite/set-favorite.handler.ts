import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { actorKey } from '@pennant/events';
import { NotFoundError } from '@pennant/platform';
import { favoritesDecider, favoritesStreamId } from '../../domain/favorites.decider';
import { SetFavoriteCommand } from './set-favorite.command';
import { ProjectFacts } from '@pennant/projects';

@CommandHandler(SetFavoriteCommand)
export class SetFavoriteHandler implements ICommandHandler<SetFavoriteCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly projects: ProjectFacts,
  ) {}

  async execute(c: SetFavoriteCommand): Promise<WriteReceipt> {
    if (c.feature !== null) {
      // The features lib reads this lib's favourites, so its FeatureFacts cannot be imported here (a cycle,
      // ADR 0045): the projects lib, which both import, answers it (as it answers a project's flag counts).
      if (!(await this.projects.hasFlag(c.project, c.feature)))
        throw new NotFoundError(`Could not find a feature named "${c.feature}" in project "${c.project}".`);
    } else {
      if (!(await this.projects.isKnown(c.project))) throw new NotFoundError(`No project with id "${c.project}" exists.`);
    }
    const { receipt } = await this.executor.execute({
      streamId: favoritesStreamId(actorKey(c.actor)),
      decider: favoritesDecider,
      actor: c.actor,
      command:
        c.feature !== null
          ? { kind: 'favorite-feature', feature: c.feature, project: c.project, userId: c.actor.id, on: c.on }
          : { kind: 'favorite-project', project: c.project, userId: c.actor.id, on: c.on },
    });
    return receipt;
  }
}
