import type { ContextFieldData } from '@pennant/events';

/** `createdAt` null: the read side shows the installation's start, as Unleash's seeded rows carry their migration's time. */
const builtIn = (name: string, description: string, sortOrder: number, stickiness = false): ContextFieldData => ({
  name,
  description,
  legalValues: [],
  stickiness,
  sortOrder,
  createdAt: null,
});

/**
 * Fields that exist without an event (ADR 0020): the SDKs' standard context. The read side lists
 * them unless a row (an update of them) replaces them; they can be updated, not deleted. Sort
 * orders and `sessionId`'s stickiness as Unleash seeds them; `remoteAddress` (which SDKs fill) is
 * Pennant's, after them.
 */
export const BUILT_IN_CONTEXT_FIELDS: readonly ContextFieldData[] = [
  builtIn('environment', 'Allows you to constrain on application environment', 0),
  builtIn('userId', 'Allows you to constrain on userId', 1),
  builtIn('appName', 'Allows you to constrain on application name', 2),
  builtIn('currentTime', 'Allows you to constrain on date values', 3),
  builtIn('sessionId', 'Allows you to constrain on sessionId', 4, true),
  builtIn('remoteAddress', 'Allows you to constrain on remoteAddress', 5),
];

export const isBuiltInContextField = (name: string): boolean => BUILT_IN_CONTEXT_FIELDS.some((f) => f.name === name);
