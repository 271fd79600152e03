import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent } from '@pennant/events';

export type FavoriteEvent = DomainEvent<'feature-favorited' | 'feature-unfavorited' | 'project-favorited' | 'project-unfavorited'>;

export interface Favorites {
  features: ReadonlySet<string>;
  projects: ReadonlySet<string>;
}

export type FavoriteCommand =
  | { kind: 'favorite-feature'; feature: string; project: string; userId: number; on: boolean }
  | { kind: 'favorite-project'; project: string; userId: number; on: boolean };

/** One stream per caller (`favorites-<actor key>`): favouriting twice changes nothing. */
export const favoritesStreamId = (actorKey: string): string => `favorites-${actorKey}`;

function toggle(set: ReadonlySet<string>, value: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}

export const favoritesDecider: Decider<FavoriteCommand, Favorites, FavoriteEvent> = {
  initialState: { features: new Set(), projects: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'feature-favorited':
      case 'feature-unfavorited':
        return { ...state, features: toggle(state.features, event.data.featureName, event.type === 'feature-favorited') };
      case 'project-favorited':
      case 'project-unfavorited':
        return { ...state, projects: toggle(state.projects, event.data.project, event.type === 'project-favorited') };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.kind) {
      case 'favorite-feature':
        if (state.features.has(command.feature) === command.on) return [];
        // Unleash logs flag favourites without a project.
        return [
          {
            type: command.on ? 'feature-favorited' : 'feature-unfavorited',
            data: { featureName: command.feature, data: { feature: command.feature, userId: command.userId } },
          },
        ];
      case 'favorite-project':
        if (state.projects.has(command.project) === command.on) return [];
        return [
          {
            type: command.on ? 'project-favorited' : 'project-unfavorited',
            data: { project: command.project, data: { project: command.project, userId: command.userId } },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};
