import type { Actor } from '@pennant/events';

/**
 * The actor an action set's actions run as. There are no users or service accounts yet, so the
 * configured `actorId` is recorded as a user-like actor named `service-account-<id>`; feature
 * events caused by an action show it as `createdBy`/`createdByUserId` (reference §9.3).
 */
export function serviceAccountActor(actorId: number): Actor {
  return { id: actorId, name: `service-account-${actorId}`, kind: 'user' };
}

export type ActionSetState = 'success' | 'failed';
export type ActionState = ActionSetState | 'not started';

export interface ActionOutcome {
  state: ActionState;
  details?: string;
}

/** The set fails when one action fails; the actions after the first failure do not start. */
export function actionSetState(outcomes: readonly ActionOutcome[]): ActionSetState {
  return outcomes.some((o) => o.state === 'failed') ? 'failed' : 'success';
}

/** `type:value`, or a bare value meaning a tag of Unleash's default type `simple`. */
export function parseTag(tag: string): { type: string; value: string } {
  const colon = tag.indexOf(':');
  return colon > 0 ? { type: tag.slice(0, colon), value: tag.slice(colon + 1) } : { type: 'simple', value: tag };
}
