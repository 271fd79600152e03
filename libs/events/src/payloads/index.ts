export * from './common';
export * from './feature.payloads';
export * from './project.payloads';
export * from './environment.payloads';
export * from './segment.payloads';
export * from './change-request.payloads';
export * from './signal.payloads';
export * from './access.payloads';
