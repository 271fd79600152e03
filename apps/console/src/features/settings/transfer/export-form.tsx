import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWrite } from '../../../api/use-write';
import { ErrorMessage } from '../../../components/error-message';
import { environmentsQuery, projectsQuery } from '../../../api/projects-api';
import { checkBody, InputField, Problems, SelectField } from '../fields';
import { exportFlags, summarize, type ExportBody, type ExportData } from './transfer-api';

type Scope = 'project' | 'tag' | 'features';
const SCOPES = [
  { value: 'project', label: 'All flags of a project' },
  { value: 'tag', label: 'Flags with a tag' },
  { value: 'features', label: 'Flags by name' },
];
interface Values {
  environment: string;
  scope: Scope;
  project: string;
  tag: string;
  features: string;
}

function exportBody(v: Values): ExportBody {
  if (v.scope === 'project') return { environment: v.environment, project: v.project };
  if (v.scope === 'tag') return { environment: v.environment, tag: v.tag.trim() };
  return { environment: v.environment, features: v.features.split(/[\s,]+/).filter(Boolean) };
}

/** Exports flags (of a project, with a tag, or by name) with their configuration in one environment, as a file. */
export function ExportForm() {
  const projects = useQuery(projectsQuery);
  const environments = useQuery(environmentsQuery);
  const form = useForm<Values>({
    defaultValues: { environment: 'development', scope: 'project', project: 'default', tag: '', features: '' },
  });
  const scope = form.watch('scope');
  const [problems, setProblems] = useState<{ fields: Record<string, string>; rest: string[] }>({ fields: {}, rest: [] });
  const run = useWrite(exportFlags, [['events']]);
  const submit = form.handleSubmit((values) => {
    const body = exportBody(values);
    const check = checkBody('post', '/api/admin/features-batch/export', body, ['tag', 'features', 'project']);
    setProblems(check);
    if (check.ok) run.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="export-title">
      <h2 id="export-title">Export flags</h2>
      <div className="inline-form">
        <SelectField
          label="Environment"
          options={(environments.data ?? []).map((e) => ({ value: e.name, label: e.name }))}
          {...form.register('environment')}
        />
        <SelectField label="Which flags" options={SCOPES} {...form.register('scope')} />
        {scope === 'project' && (
          <SelectField
            label="Project"
            options={(projects.data ?? [{ id: 'default', name: 'Default' }]).map((p) => ({ value: p.id, label: p.name }))}
            {...form.register('project')}
          />
        )}
        {scope === 'tag' && (
          <InputField label="Tag" hint="type:value, e.g. simple:checkout" error={problems.fields.tag} {...form.register('tag')} />
        )}
        {scope === 'features' && (
          <InputField
            label="Flag names"
            hint="Separated by commas or spaces"
            error={Object.entries(problems.fields).find(([k]) => k.startsWith('features'))?.[1]}
            {...form.register('features')}
          />
        )}
      </div>
      <Problems problems={problems.rest} />
      {run.isError && <ErrorMessage error={run.error} />}
      <div className="actions actions--start">
        <button type="submit" className="button button--primary" disabled={run.isPending}>
          Export
        </button>
      </div>
      {run.data && <ExportResult data={run.data} environment={form.getValues('environment')} />}
    </form>
  );
}

function ExportResult({ data, environment }: { data: ExportData; environment: string }) {
  const href = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })), [data]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  const [flags, ...rest] = summarize(data);
  return (
    <div className="card stack stack--tight" role="status">
      <p>
        Exported {flags ?? 'no flags'} from {environment}
        {rest.length > 0 ? ` (${rest.join(', ')})` : ''}.
      </p>
      <div className="actions actions--start">
        <a className="button" href={href} download={`export-${environment}-${new Date().toISOString().slice(0, 10)}.json`}>
          Download export file
        </a>
      </div>
    </div>
  );
}
