import { apiRecorded } from '../../../api/client';

/** The instance's environments: the projects area reads them (`environmentsQuery`) and refreshes on this key. */
export const ENVIRONMENTS_KEY = ['environments'] as const;

/** Unleash's environment types; the API takes any short word, the console offers these. */
export const ENVIRONMENT_TYPES = ['development', 'test', 'preproduction', 'production'] as const;

export type NewEnvironment = { name: string; type: string; sortOrder?: number };

export const createEnvironment = (body: NewEnvironment) => apiRecorded('post', '/api/admin/environments', { body });
export const updateEnvironment = ({ name, ...body }: NewEnvironment) =>
  apiRecorded('put', '/api/admin/environments/update/{name}', { path: { name }, body });
export const deleteEnvironment = (name: string) => apiRecorded('delete', '/api/admin/environments/{name}', { path: { name } });
