export * from './ofrep.module';
