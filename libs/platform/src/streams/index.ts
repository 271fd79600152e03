export * from './head-watcher';
export * from './stream-slots';
