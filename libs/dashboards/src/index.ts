export * from './domain/favorites.decider';
export * from './projections/favorites.projection';
export * from './projections/project-health.projection';
export * from './dashboards.module';
export { IsFavoriteFeatureQuery } from './queries/is-favorite/is-favorite.query';
