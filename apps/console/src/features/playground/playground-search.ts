/** Which verdicts the result list shows. */
export const RESULT_FILTERS = ['on', 'off', 'unknown'] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];

/** The context fields the playground asks for by name (Unleash's sdkContextSchema). */
export const CONTEXT_FIELDS = ['appName', 'userId', 'sessionId', 'remoteAddress', 'currentTime'] as const;
export type ContextFieldName = (typeof CONTEXT_FIELDS)[number];

/**
 * The playground's whole query in the URL, so a result can be shared: environment, projects (none
 * = all), the context (named fields and custom properties), and the result filters.
 */
export interface PlaygroundSearch extends Partial<Record<ContextFieldName, string>> {
  environment?: string;
  projects?: string[];
  properties?: Record<string, string>;
  /** Name filter of the results. */
  q?: string;
  result?: ResultFilter;
  /** The flag whose strategies are open. */
  open?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function parsePlaygroundSearch(raw: Record<string, unknown>): PlaygroundSearch {
  const search: PlaygroundSearch = {};
  const environment = text(raw.environment);
  if (environment) search.environment = environment;
  if (Array.isArray(raw.projects)) {
    const projects = raw.projects.filter((p): p is string => typeof p === 'string' && p !== '');
    if (projects.length > 0) search.projects = projects;
  }
  for (const field of CONTEXT_FIELDS) {
    const value = text(raw[field]) ?? (typeof raw[field] === 'number' ? String(raw[field]) : undefined);
    if (value) search[field] = value;
  }
  if (raw.properties && typeof raw.properties === 'object' && !Array.isArray(raw.properties)) {
    const properties = Object.fromEntries(
      Object.entries(raw.properties as Record<string, unknown>)
        .map(([k, v]) => [k, typeof v === 'number' ? String(v) : v] as const)
        .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
    if (Object.keys(properties).length > 0) search.properties = properties;
  }
  const q = text(raw.q);
  if (q) search.q = q;
  if (RESULT_FILTERS.includes(raw.result as ResultFilter)) search.result = raw.result as ResultFilter;
  const open = text(raw.open);
  if (open) search.open = open;
  return search;
}

/** The API request the URL describes, or null before the first "Evaluate" (no environment chosen). */
export function requestOf(search: PlaygroundSearch) {
  if (!search.environment) return null;
  const context: Partial<Record<ContextFieldName, string>> & { properties?: Record<string, string> } = {};
  for (const field of CONTEXT_FIELDS) if (search[field]) context[field] = search[field];
  if (field(search.currentTime)) context.currentTime = new Date(search.currentTime as string).toISOString();
  if (search.properties) context.properties = { ...search.properties };
  return { environment: search.environment, projects: search.projects ?? ('*' as const), context };
}

const field = (value: string | undefined) => value !== undefined && !Number.isNaN(new Date(value).getTime());
