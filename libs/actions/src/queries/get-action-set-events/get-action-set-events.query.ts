import { Query } from '@nestjs/cqrs';
import type { JsonValue } from '@pennant/events';
import type { ActionSetExecution } from '../../commands/execute-actions/execute-actions-runner.service';

/** One execution of an action set (Unleash's IActionSetEvent). */
export interface ActionSetEventResponse {
  id: number;
  actionSetId: number;
  signalId: number;
  createdAt: string;
  state: ActionSetExecution['state'];
  /** The signal that triggered it; null once the signal was pruned. */
  signal: {
    id: number;
    source: string;
    sourceId: number;
    createdBySourceTokenId: number | null;
    payload: JsonValue;
    createdAt: string;
  } | null;
  actionSet: ActionSetExecution['actionSet'];
}

/** Executions of one action set, newest first. */
export class GetActionSetEventsQuery extends Query<ActionSetEventResponse[]> {
  constructor(
    readonly project: string,
    readonly id: number,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
