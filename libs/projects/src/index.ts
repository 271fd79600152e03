export * from './projections/catalog.projection';
export * from './bootstrap/default-setup';
export * from './projects.module';
export * from './domain/project.decider';
export * from './domain/environment.decider';
export * from './facts/project-facts';
export * from './facts/environment-facts';
export * from './facts/project-access-facts';
