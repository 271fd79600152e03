export * from './projections/catalog.projection';
export * from './bootstrap/default-setup';
export * from './projects.module';
