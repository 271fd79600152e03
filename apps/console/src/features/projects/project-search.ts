/** The URL state of the projects screens (tabs), so that each view is a link. */
export interface ProjectsSearch {
  archived?: boolean;
}
export const PROJECT_TABS = ['overview', 'environments', 'members', 'api-tokens'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export interface ProjectSearch {
  tab?: ProjectTab;
}

export function parseProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  return search.archived === true || search.archived === 'true' ? { archived: true } : {};
}

export function parseProjectSearch(search: Record<string, unknown>): ProjectSearch {
  const tab = PROJECT_TABS.find((t) => t === search.tab);
  return tab && tab !== 'overview' ? { tab } : {};
}
