import { Query } from '@nestjs/cqrs';
import type { ChangeRequestView } from '../change-request.response';

export const CHANGE_REQUEST_STATES = ['Draft', 'In review', 'Approved', 'Scheduled', 'Applied', 'Rejected', 'Cancelled'] as const;
export type ListedState = (typeof CHANGE_REQUEST_STATES)[number];

/**
 * A project's change requests, newest first, optionally in one state. Drafts are private to
 * their author (as Unleash's): only the caller's own drafts are listed.
 */
export class ListChangeRequestsQuery extends Query<ChangeRequestView[] | null> {
  constructor(
    readonly project: string,
    readonly callerKey: string,
    readonly state: ListedState | null,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
