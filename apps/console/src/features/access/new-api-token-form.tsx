import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import type { Recorded as Answer } from '../../api/http';
import { useWrite } from '../../api/use-write';
import { ErrorMessage } from '../../components/error-message';
import { SelectField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { environmentsQuery, projectsQuery } from '../../api/projects-api';
import { ACCESS_KEY, createApiToken, type ApiToken, type ApiTokenBody } from '../../api/access-api';

interface Values {
  tokenName: string;
  type: 'client' | 'frontend' | 'admin';
  environment: string;
  projects: string[];
  expiresAt: string;
}

/** The body the API takes: admin tokens are all projects and every environment (Unleash's rule). */
export function apiTokenBodyOf(v: Values): ApiTokenBody {
  const admin = v.type === 'admin';
  return {
    tokenName: v.tokenName.trim(),
    type: v.type,
    ...(admin ? {} : { environment: v.environment, projects: v.projects.length === 0 ? ['*'] : v.projects }),
    ...(v.expiresAt ? { expiresAt: new Date(v.expiresAt).toISOString() } : {}),
  };
}

/** A new API token: kind, project and environment scope, expiry. `onDone` gets the answer, whose secret is shown once. */
export function NewApiTokenForm({ onDone }: { onDone: (answer: Answer<ApiToken>) => void }) {
  const projects = useQuery(projectsQuery);
  const environments = useQuery(environmentsQuery);
  const form = useForm<Values>({
    defaultValues: { tokenName: '', type: 'client', environment: 'development', projects: [], expiresAt: '' },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(createApiToken, [ACCESS_KEY], onDone);
  const errors = form.formState.errors;
  const type = form.watch('type');
  const submit = form.handleSubmit((v) => {
    const body = apiTokenBodyOf(v);
    const past = v.expiresAt && new Date(v.expiresAt).getTime() <= Date.now() ? ['The expiry must be in the future.'] : [];
    if (
      !refused(
        form,
        bodyProblems('post', '/api/admin/api-tokens', body),
        ['tokenName', 'type', 'environment', 'expiresAt'],
        setProblems,
        past,
      )
    )
      create.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="Token name"
        autoFocus
        autoComplete="off"
        error={errors.tokenName?.message}
        hint="Who or what uses it, e.g. checkout-service."
        {...form.register('tokenName')}
      />
      <SelectField
        label="Kind"
        options={[
          { value: 'client', label: 'Client (server-side SDK)' },
          { value: 'frontend', label: 'Frontend (browser and mobile SDKs)' },
          { value: 'admin', label: 'Admin (the whole admin API)' },
        ]}
        {...form.register('type')}
      />
      {type !== 'admin' && (
        <>
          <SelectField
            label="Environment"
            options={(environments.data ?? []).map((e) => ({ value: e.name, label: e.name }))}
            {...form.register('environment')}
          />
          <fieldset className="fieldset">
            <legend>Projects (none checked: all projects)</legend>
            {(projects.data ?? []).map((p) => (
              <label key={p.id} className="check">
                <input type="checkbox" value={p.id} {...form.register('projects')} />
                {p.name}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {type === 'admin' && <p className="hint">An admin token acts on every project and environment, as an Admin would.</p>}
      <TextField
        label="Expires (optional)"
        type="datetime-local"
        error={errors.expiresAt?.message}
        hint="Empty: never expires. Your local time."
        {...form.register('expiresAt')}
      />
      <FormProblems problems={problems} />
      {create.isError && <ErrorMessage error={create.error} />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Create token
        </button>
      </div>
    </form>
  );
}
