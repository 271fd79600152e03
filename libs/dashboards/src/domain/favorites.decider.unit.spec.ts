import { deciderSpec } from '@pennant/core/testing';
import { favoritesDecider, type FavoriteCommand, type FavoriteEvent } from './favorites.decider';

const sut = deciderSpec(favoritesDecider);

describe('favorites decider', () => {
  const fav: FavoriteCommand = { kind: 'favorite-feature', feature: 'f1', project: 'default', userId: -42, on: true };
  const favorited: FavoriteEvent = { type: 'feature-favorited', data: { featureName: 'f1', data: { feature: 'f1', userId: -42 } } };

  it('records a flag favourite without a project, once', () => {
    sut.given([]).when(fav).then([favorited]);
    sut.given([favorited]).when(fav).thenNothing();
  });

  it('unfavourites only what is a favourite', () => {
    sut
      .given([favorited])
      .when({ ...fav, on: false })
      .then([{ type: 'feature-unfavorited', data: { featureName: 'f1', data: { feature: 'f1', userId: -42 } } }]);
    sut
      .given([])
      .when({ ...fav, on: false })
      .thenNothing();
  });

  it('favourites projects with the project as subject', () => {
    sut
      .given([])
      .when({ kind: 'favorite-project', project: 'p1', userId: 7, on: true })
      .then([{ type: 'project-favorited', data: { project: 'p1', data: { project: 'p1', userId: 7 } } }]);
  });
});
