import { randomUUID } from 'node:crypto';

/** Time and ids come in through these ports so that deciders stay pure and tests deterministic. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  uuid(): string;
}

export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { uuid: () => randomUUID() };
