import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { ErrorMessage } from '../../components/error-message';
import { TextAreaField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { environmentsQuery } from '../../api/projects-api';
import { ACCESS_KEY, createRole, updateRole, type Role, type RoleBody } from '../../api/access-api';
import { ENVIRONMENT_PERMISSIONS, permissionLabel, PROJECT_PERMISSIONS } from './permission-names';

interface Values {
  name: string;
  description: string;
  /** `NAME` (every environment) or `NAME@environment`. */
  grants: string[];
}

const grantsOf = (role: Role | null): string[] =>
  (role?.permissions ?? []).map((p) => (p.environment ? `${p.name}@${p.environment}` : p.name));

/** The API's body: each checked permission, with its environment when it is given per environment. */
export function roleBodyOf(v: Values): RoleBody {
  const permissions = v.grants.map((g) => {
    const [name, environment] = g.split('@');
    return environment ? { name, environment } : { name };
  });
  return { name: v.name.trim(), description: v.description.trim(), type: 'custom', permissions } as RoleBody;
}

/** A custom project role: its name and the permissions it grants (per environment where the API gives them so). */
export function RoleForm({ role, onDone }: { role: Role | null; onDone: (name: string, eventId: number | null) => void }) {
  const environments = useQuery(environmentsQuery);
  const form = useForm<Values>({ defaultValues: { name: role?.name ?? '', description: role?.description ?? '', grants: grantsOf(role) } });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useWrite(
    (body: RoleBody) => (role ? updateRole(role.id, body) : createRole(body)),
    [ACCESS_KEY],
    (r, body) => onDone(body.name, r.eventId),
  );
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const body = roleBodyOf(v);
    const own = v.grants.length === 0 ? ['Choose at least one permission.'] : [];
    if (
      !refused(
        form,
        bodyProblems(role ? 'put' : 'post', role ? '/api/admin/roles/{id}' : '/api/admin/roles', body),
        ['name', 'description'],
        setProblems,
        own,
      )
    )
      save.mutate(body);
  });
  const envs = environments.data ?? [];
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label="Role name" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
      <fieldset className="fieldset">
        <legend>Permissions in the projects where the role is given</legend>
        {PROJECT_PERMISSIONS.map((name) =>
          ENVIRONMENT_PERMISSIONS.includes(name) ? (
            <fieldset key={name} className="fieldset">
              <legend>{permissionLabel(name)}</legend>
              <label className="check">
                <input type="checkbox" value={name} {...form.register('grants')} />
                In every environment
              </label>
              {envs.map((e) => (
                <label key={e.name} className="check">
                  <input type="checkbox" value={`${name}@${e.name}`} {...form.register('grants')} />
                  {e.name}
                </label>
              ))}
            </fieldset>
          ) : (
            <label key={name} className="check">
              <input type="checkbox" value={name} {...form.register('grants')} />
              {permissionLabel(name)}
            </label>
          ),
        )}
      </fieldset>
      <FormProblems problems={problems} />
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {role ? 'Save role' : 'Create role'}
        </button>
      </div>
    </form>
  );
}
