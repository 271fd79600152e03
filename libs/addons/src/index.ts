export * from './domain/addon.decider';
export * from './domain/addon.errors';
export * from './model/addon-providers';
export * from './projections/addon-configs.projection';
export * from './queries/get-addons/get-addons.query';
export * from './addons.module';
