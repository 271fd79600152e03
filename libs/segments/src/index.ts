export * from './domain/segment.decider';
export * from './domain/segment-streams';
export * from './domain/segment.errors';
export * from './projections/segments.projection';
export * from './queries/segment.response';
export * from './segments.module';
export * from './commands/create-segment/create-segment.schema';
export { SegmentFacts } from './facts/segment.facts';
