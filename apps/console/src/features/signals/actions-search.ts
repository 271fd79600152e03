/** The action-set list's URL state: the project whose action sets are shown. */
export interface ActionsSearch {
  project?: string;
}

export function parseActionsSearch(raw: Record<string, unknown>): ActionsSearch {
  return typeof raw.project === 'string' && raw.project !== '' ? { project: raw.project } : {};
}
