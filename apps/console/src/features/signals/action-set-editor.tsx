import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { accountName, serviceAccountsQuery } from '../../api/access-api';
import { bodyProblems } from '../../api/check-body';
import { ConstraintEditor } from '../../components/constraint-editor';
import { ErrorMessage } from '../../components/error-message';
import { TextAreaField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { useLimits } from '../../config/ui-config';
import { actionSetBodyOf, actionSetFormOf, actionSetProblems, type ActionSetForm } from './action-set-form';
import { actionDefinitionsQuery, type ActionSet, type ActionSetBody } from './actions-api';
import { ActionsEditor } from './actions-editor';
import { signalEndpointsQuery } from './signals-api';

/**
 * An action set: the endpoint it listens to, filters over the signal's payload (the constraint
 * operators), its actions and the service account they run as; checked against the API's body
 * schema and ui-config's limits before `onSave` sends it.
 */
export function ActionSetEditor({
  project,
  set,
  onSave,
  pending,
  error,
  submitLabel,
}: {
  project: string;
  set: ActionSet | null;
  onSave: (body: ActionSetBody) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
}) {
  const limits = useLimits();
  const definitions = useQuery(actionDefinitionsQuery(project));
  const endpoints = useQuery(signalEndpointsQuery);
  const accounts = useQuery(serviceAccountsQuery);
  const form = useForm<ActionSetForm>({ defaultValues: actionSetFormOf(set) });
  const [problems, setProblems] = useState<string[]>([]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    const own = actionSetProblems(values, limits, definitions.data ?? []);
    const body = actionSetBodyOf(values, project, definitions.data ?? []);
    const schema =
      own.length > 0
        ? []
        : bodyProblems(
            set ? 'put' : 'post',
            set ? '/api/admin/projects/{projectId}/actions/{id}' : '/api/admin/projects/{projectId}/actions',
            body,
          );
    if (!refused(form, schema, ['name', 'description'], setProblems, own)) onSave(body);
  });
  const serviceAccounts = accounts.data?.serviceAccounts ?? [];
  return (
    <FormProvider {...form}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="grid-2">
          <TextField label="Name" autoFocus={!set} error={errors.name?.message} {...form.register('name')} />
          <label className="check">
            <input type="checkbox" {...form.register('enabled')} />
            Enabled (runs when a matching signal arrives)
          </label>
        </div>
        <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        <div className="grid-2">
          <label className="field">
            <span>Signal endpoint</span>
            <select {...form.register('sourceId')}>
              <option value="">Choose…</option>
              {(endpoints.data ?? []).map((e) => (
                <option key={e.id} value={String(e.id)}>
                  {e.name}
                  {e.enabled ? '' : ' (off)'}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Run as service account</span>
            <select {...form.register('actorId')}>
              <option value="">Choose…</option>
              {serviceAccounts.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {accountName(a)}
                </option>
              ))}
            </select>
            {accounts.isSuccess && serviceAccounts.length === 0 && (
              <span className="hint">
                No service accounts yet: <Link to="/access/service-accounts">create one</Link> (its root role must allow the actions).
              </span>
            )}
          </label>
        </div>
        <ConstraintEditor
          legend="Filters on the signal's payload"
          fieldLabel="Payload field"
          itemLabel="Filter"
          emptyText="No filters: every signal of the endpoint triggers the actions."
          maxConstraints={limits.actionSetFilters}
          maxValues={limits.actionSetFilterValues}
        />
        <ActionsEditor definitions={definitions.data ?? []} max={limits.actionSetActions} />
        {definitions.isError && <ErrorMessage error={definitions.error} title="The actions could not be loaded" />}
        <FormProblems problems={problems} />
        {error ? <ErrorMessage error={error} /> : null}
        <div className="actions actions--start">
          <button type="submit" className="button button--primary" disabled={pending}>
            {submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
