import { api, apiRecorded } from '../../../api/client';
import type { paths } from '../../../api/schema.gen';

type ImportRequest = NonNullable<paths['/api/admin/features-batch/import']['post']['requestBody']>['content']['application/json'];

/** Unleash's export format (exportResultSchema) as docs/openapi.json describes the import's `data`. */
export type ExportData = ImportRequest['data'];

export interface ImportProblem {
  message: string;
  affectedItems: string[];
}

export interface ImportCheck {
  errors: ImportProblem[];
  warnings: ImportProblem[];
  permissions: ImportProblem[];
}

export type ExportBody = { environment: string; project?: string; tag?: string; features?: string[] };
export type ImportBody = ImportRequest;

export const exportFlags = async (body: ExportBody) => (await api('post', '/api/admin/features-batch/export', { body })) as ExportData;
export const validateImport = async (body: ImportBody) =>
  (await api('post', '/api/admin/features-batch/validate', { body })) as ImportCheck;
export const applyImport = (body: ImportBody) => apiRecorded('post', '/api/admin/features-batch/import', { body });

/** A file's text as export data, or the reason it is not one (said before anything is sent). */
export function parseExport(text: string): { data: ExportData } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'The file is not JSON. Choose a file the export made.' };
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as { features?: unknown }).features))
    return { problem: 'The file has no "features" list: it is not an export of flags.' };
  return { data: parsed as ExportData };
}

/** `1 flag`, `2 flags`. */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import of `data` brings, counted for the preview (non-zero counts only). */
export function summarize(data: ExportData): string[] {
  return [
    [data.features.length, 'flag', 'flags'],
    [data.featureStrategies?.length ?? 0, 'strategy', 'strategies'],
    [(data.featureEnvironments ?? []).filter((e) => e.enabled).length, 'flag enabled', 'flags enabled'],
    [data.featureTags?.length ?? 0, 'tag', 'tags'],
    [data.contextFields?.length ?? 0, 'context field', 'context fields'],
    [data.segments?.length ?? 0, 'segment (matched by name)', 'segments (matched by name)'],
    [data.dependencies?.length ?? 0, 'dependency', 'dependencies'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, one, many]) => counted(n as number, one as string, many as string));
}

/** `?from=&to=&project=&type=` of GET /api/admin/events/export, empty values left out. */
export function eventExportHref(filter: { from: string; to: string; project: string; type: string }): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value.trim()) search.set(name, value.trim());
  const text = search.toString();
  return `/api/admin/events/export${text ? `?${text}` : ''}`;
}
