/** The tabs of a project's change requests: the spec's open list first, then one per state. */
export const REQUEST_TABS = ['open', 'In review', 'Approved', 'Scheduled', 'Applied', 'Rejected', 'Cancelled'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

export interface ChangeRequestsSearch {
  state?: Exclude<RequestTab, 'open'>;
  offset?: number;
}

export function parseChangeRequestsSearch(search: Record<string, unknown>): ChangeRequestsSearch {
  const state = REQUEST_TABS.find((t) => t === search.state);
  const offset = Number(search.offset);
  return {
    ...(state && state !== 'open' ? { state } : {}),
    ...(state && state !== 'open' && Number.isInteger(offset) && offset > 0 ? { offset } : {}),
  };
}
