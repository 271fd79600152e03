export * from './domain/banner.decider';
export * from './domain/banner.errors';
export * from './projections/banners.projection';
export * from './queries/get-banners/get-banners.query';
export * from './banners.module';
