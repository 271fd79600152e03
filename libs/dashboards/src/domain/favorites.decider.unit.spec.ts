import { favoritesDecider as sut, type FavoriteCommand, type FavoriteEvent } from './favorites.decider';

function given(events: FavoriteEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return (command: FavoriteCommand) => sut.decide(command, state);
}

describe('favorites decider', () => {
  const fav: FavoriteCommand = { kind: 'favorite-feature', feature: 'f1', project: 'default', userId: -42, on: true };
  const favorited: FavoriteEvent = { type: 'feature-favorited', data: { featureName: 'f1', data: { feature: 'f1', userId: -42 } } };

  it('records a flag favourite without a project, once', () => {
    expect(given([])(fav)).toEqual([favorited]);
    expect(given([favorited])(fav)).toEqual([]);
  });

  it('unfavourites only what is a favourite', () => {
    expect(given([favorited])({ ...fav, on: false })).toEqual([{ type: 'feature-unfavorited', data: { featureName: 'f1', data: { feature: 'f1', userId: -42 } } }]);
    expect(given([])({ ...fav, on: false })).toEqual([]);
  });

  it('favourites projects with the project as subject', () => {
    expect(given([])({ kind: 'favorite-project', project: 'p1', userId: 7, on: true })).toEqual([{ type: 'project-favorited', data: { project: 'p1', data: { project: 'p1', userId: 7 } } }]);
  });
});
