export * from './event-types';
export * from './event-payloads';
export * from './domain-event';
export * from './public-event';
export * from './payloads';
export * from './event-summary';
