import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { canCall } from '../../lib/can';
import { useSession, type Session } from '../../lib/session';
import { requestConfigQuery } from '../../api/change-requests-api';
import type { EnvironmentConfig } from '../../lib/change-request-model';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { Switch } from '../../components/switch';
import { ApprovalSettings } from './approval-settings';
import { DefaultStrategyCell } from './default-strategy';
import {
  addProjectEnvironment,
  environmentsQuery,
  PROJECTS_KEY,
  removeProjectEnvironment,
  setEnvironmentOn,
  type Environment,
  type Project,
} from '../../api/projects-api';

const REFRESH = [PROJECTS_KEY, ['flags'], ['environments']] as const;

/** The project's environments: add and remove them, turn them on and off, require approvals for changes, set their default strategy. */
export function EnvironmentsTab({ project }: { project: Project }) {
  const session = useSession();
  const instance = useQuery(environmentsQuery);
  const config = useQuery(requestConfigQuery(project.id));
  const names = (project.environments ?? []).map((e) => e.environment);
  if (instance.isPending || config.isPending) return <Loading label="Loading environments" />;
  if (instance.isError) return <ErrorMessage error={instance.error} title="The environments could not be loaded" />;
  if (config.isError) return <ErrorMessage error={config.error} title="The change-request configuration could not be loaded" />;
  const rows = names.map((name) => ({
    name,
    environment: instance.data.find((e) => e.name === name),
    config: config.data.find((c) => c.environment === name),
  }));
  const addable = instance.data.filter((e) => !names.includes(e.name));
  return (
    <section className="card" aria-labelledby="environments-title">
      <h2 id="environments-title">Environments</h2>
      {rows.length === 0 ? (
        <EmptyState title="This project has no environments." />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Environments of {project.name}</caption>
            <thead>
              <tr>
                <th scope="col">Environment</th>
                <th scope="col">On for the instance</th>
                <th scope="col">Change requests</th>
                <th scope="col">Default strategy</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <EnvironmentRow
                  key={row.name}
                  project={project}
                  name={row.name}
                  environment={row.environment}
                  config={row.config}
                  session={session.data ?? null}
                  last={rows.length === 1}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canCall(session.data, 'post', '/api/admin/projects/{projectId}/environments', { project: project.id }) && (
        <AddEnvironment project={project} addable={addable} />
      )}
    </section>
  );
}

function EnvironmentRow({
  project,
  name,
  environment,
  config,
  session,
  last,
}: {
  project: Project;
  name: string;
  environment?: Environment;
  config?: EnvironmentConfig;
  session: Session | null;
  last: boolean;
}) {
  const scope = { project: project.id, environment: name };
  const toggle = useRecordedWrite((on: boolean) => setEnvironmentOn(name, on), {
    what: (on) => `Environment ${name} turned ${on ? 'on' : 'off'} for every project`,
    invalidates: REFRESH,
  });
  const remove = useRecordedWrite(() => removeProjectEnvironment(project.id, name), {
    what: () => `Environment ${name} removed from ${project.name}`,
    invalidates: REFRESH,
  });
  return (
    <tr>
      <th scope="row">
        <strong>{name}</strong> <span className="muted">{environment?.type ?? ''}</span>
      </th>
      <td>
        {environment && (
          <span className="env-switch">
            <Switch
              checked={toggle.isPending ? (toggle.variables ?? environment.enabled) : environment.enabled}
              label={`${name} on for the instance`}
              disabled={!canCall(session, 'post', '/api/admin/environments/{name}/on', scope) || toggle.isPending}
              onChange={(on) => toggle.mutate(on)}
            />
            <span className="hint">{environment.enabled ? 'on' : 'off'} (all projects)</span>
            {toggle.isError && <ErrorMessage error={toggle.error} />}
          </span>
        )}
      </td>
      <td>
        {config && (
          <ApprovalSettings
            project={project}
            config={config}
            editable={canCall(session, 'put', '/api/admin/projects/{projectId}/environments/{environment}/change-requests/config', scope)}
          />
        )}
      </td>
      <td>
        <DefaultStrategyCell
          project={project}
          environment={name}
          strategy={project.environments?.find((e) => e.environment === name)?.defaultStrategy}
          editable={canCall(session, 'post', '/api/admin/projects/{projectId}/environments/{environment}/default-strategy', scope)}
        />
      </td>
      <td>
        {canCall(session, 'delete', '/api/admin/projects/{projectId}/environments/{environment}', scope) && (
          <ConfirmButton
            small
            label="Remove"
            title={`Remove ${name} from ${project.name}?`}
            confirmLabel="Remove environment"
            onConfirm={() => remove.mutateAsync()}
            pending={remove.isPending}
            error={remove.error}
          >
            <p>
              The flags of <strong>{project.name}</strong> lose their configuration in <strong>{name}</strong>; SDKs of that environment no
              longer get them.
              {last && ' A project keeps at least one environment, so the API will refuse this.'}
            </p>
          </ConfirmButton>
        )}
      </td>
    </tr>
  );
}

function AddEnvironment({ project, addable }: { project: Project; addable: Environment[] }) {
  const [chosen, setChosen] = useState('');
  const add = useRecordedWrite((environment: string) => addProjectEnvironment(project.id, environment), {
    what: (e) => `Environment ${e} added to ${project.name}`,
    invalidates: REFRESH,
    then: () => setChosen(''),
  });
  if (addable.length === 0) return <p className="muted">Every environment of the instance is in this project.</p>;
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) add.mutate(chosen);
      }}
    >
      <label className="field field--inline">
        <span>Add environment</span>
        <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose…</option>
          {addable.map((e) => (
            <option key={e.name} value={e.name}>
              {e.name} ({e.type}){e.enabled ? '' : ' — off'}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={!chosen || add.isPending}>
        Add
      </button>
      {add.isError && <ErrorMessage error={add.error} />}
    </form>
  );
}
