import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorMessage } from '../../components/error-message';
import { SelectField, TextField } from '../../components/field';
import { MultiSelect } from '../../components/multi-select';
import { environmentsQuery, projectsQuery } from '../../api/projects-api';
import { contextFieldsQuery } from '../../api/settings-api';
import { CONTEXT_FIELDS, type ContextFieldName, type PlaygroundSearch } from './playground-search';

/** Context fields every SDK knows; Settings → Context fields may define them too, they are asked for once. */
const BUILT_IN = new Set<string>([...CONTEXT_FIELDS, 'environment']);
const LABELS: Record<ContextFieldName, string> = {
  appName: 'App name',
  userId: 'User ID',
  sessionId: 'Session ID',
  remoteAddress: 'Remote address',
  currentTime: 'Current time',
};

type FormValues = Record<ContextFieldName, string> & { environment: string; projects: string[]; properties: Record<string, string> };

const isDate = (value: string) => value === '' || !Number.isNaN(new Date(value).getTime());

/**
 * What to evaluate: environment, projects (none chosen = all) and the context — the named fields
 * and every context field defined in Settings (legal values offered when it has them). "Evaluate"
 * writes it all into the URL, which is what the result is computed from.
 */
export function PlaygroundForm({ search, onSubmit }: { search: PlaygroundSearch; onSubmit: (next: PlaygroundSearch) => void }) {
  const environments = useQuery(environmentsQuery);
  const projects = useQuery(projectsQuery);
  const fields = useQuery(contextFieldsQuery);
  const custom = (fields.data ?? []).filter((f) => !BUILT_IN.has(f.name));
  // Properties in the URL that Settings does not define (a shared link from elsewhere) are kept and shown.
  const extra = Object.keys(search.properties ?? {}).filter((name) => !custom.some((f) => f.name === name));
  const enabledEnvironments = (environments.data ?? []).filter((e) => e.enabled !== false);
  const environment = search.environment ?? enabledEnvironments[0]?.name ?? '';
  const form = useForm<FormValues>({
    values: {
      environment,
      projects: search.projects ?? [],
      appName: search.appName ?? '',
      userId: search.userId ?? '',
      sessionId: search.sessionId ?? '',
      remoteAddress: search.remoteAddress ?? '',
      currentTime: search.currentTime ?? '',
      properties: { ...search.properties },
    },
  });
  const chosen = form.watch('projects');
  const submit = form.handleSubmit((values) => {
    const next: PlaygroundSearch = { environment: values.environment, ...(values.projects.length ? { projects: values.projects } : {}) };
    for (const field of CONTEXT_FIELDS) if (values[field].trim() !== '') next[field] = values[field].trim();
    const properties = Object.fromEntries(Object.entries(values.properties ?? {}).filter(([, v]) => v.trim() !== ''));
    if (Object.keys(properties).length > 0) next.properties = properties;
    onSubmit(next);
  });
  const errors = form.formState.errors;
  return (
    <form className="card playground-form" onSubmit={submit} aria-label="Context to evaluate">
      {environments.isError && <ErrorMessage error={environments.error} title="The environments could not be loaded" />}
      {projects.isError && <ErrorMessage error={projects.error} title="The projects could not be loaded" />}
      {fields.isError && <ErrorMessage error={fields.error} title="The context fields could not be loaded" />}
      <div className="playground-form__row">
        <SelectField
          label="Environment"
          options={
            enabledEnvironments.length
              ? enabledEnvironments.map((e) => ({ value: e.name, label: e.name }))
              : [{ value: environment, label: environment || '…' }]
          }
          {...form.register('environment', { required: 'Choose an environment' })}
          error={errors.environment?.message}
        />
        <div className="field">
          <span>Projects</span>
          <MultiSelect
            label="Projects"
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name ?? p.id }))}
            selected={chosen}
            onChange={(values) => form.setValue('projects', values)}
          >
            <p className="hint">None chosen: all projects.</p>
          </MultiSelect>
        </div>
      </div>
      <fieldset className="fieldset">
        <legend>Context</legend>
        <div className="playground-form__fields">
          {CONTEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              label={LABELS[name]}
              autoComplete="off"
              {...(name === 'currentTime'
                ? { placeholder: '2026-06-01T12:00:00Z', hint: 'A date-time; empty means now.' }
                : name === 'remoteAddress'
                  ? { placeholder: '10.0.0.1' }
                  : {})}
              {...form.register(
                name,
                name === 'currentTime' ? { validate: (v) => isDate(v) || 'Write a date-time, e.g. 2026-06-01T12:00:00Z' } : {},
              )}
              error={errors[name]?.message}
            />
          ))}
          {custom.map((f) =>
            f.legalValues?.length ? (
              <SelectField
                key={f.name}
                label={f.name}
                hint={f.description ?? undefined}
                options={[{ value: '', label: '(not set)' }, ...f.legalValues.map((v) => ({ value: v.value, label: v.value }))]}
                {...form.register(`properties.${f.name}`)}
              />
            ) : (
              <TextField
                key={f.name}
                label={f.name}
                hint={f.description ?? undefined}
                autoComplete="off"
                {...form.register(`properties.${f.name}`)}
              />
            ),
          )}
          {extra.map((name) => (
            <TextField
              key={name}
              label={name}
              hint="Not a defined context field"
              autoComplete="off"
              {...form.register(`properties.${name}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="actions actions--start">
        <button type="submit" className="button button--primary">
          Evaluate
        </button>
      </div>
    </form>
  );
}
