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
