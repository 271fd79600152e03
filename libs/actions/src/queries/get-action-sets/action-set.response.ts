import type { ActionName, ActionSetFilter, ActionSetMatch } from '@pennant/events';

export interface ActionResponse {
  id: number;
  action: ActionName;
  sortOrder: number;
  executionParams: Record<string, string>;
  createdAt: string;
  createdByUserId: number | null;
}

/** Unleash's action set. */
export interface ActionSetResponse {
  id: number;
  enabled: boolean;
  name: string;
  description: string | null;
  project: string;
  actorId: number;
  match: ActionSetMatch;
  actions: ActionResponse[];
  createdAt: string;
  createdByUserId: number | null;
}

export type { ActionSetFilter };
