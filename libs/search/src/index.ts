export * from './projections/feature-search.projection';
export * from './queries/search-features/search-features-params.schema';
export * from './queries/search-features/search-features-params-parser.logic';
export * from './queries/search-features/search-features.response';
export * from './search.module';
export * from './queries/search-features/search-features.query';
export * from './queries/search-features/search-features-openapi.schema';
