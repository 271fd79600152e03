import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { revokeApiToken } from '../../api/access-api';
import { useCan } from '../../lib/can';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { FieldError } from '../../components/field-error';
import { formatDate } from '../../components/format';
import { Loading } from '../../components/loading';
import { SecretOnce } from '../../components/secret-once';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { DataTable } from '../../components/data-table';
import {
  createProjectApiToken,
  PROJECTS_KEY,
  projectApiTokensQuery,
  type Project,
  type ProjectApiToken,
  type ProjectTokenBody,
} from '../../api/projects-api';

const TOKENS = '/api/admin/projects/{projectId}/api-tokens';

/** The SDK tokens that read only this project: list, create (secret shown once), revoke after asking. */
export function ProjectApiTokensTab({ project }: { project: Project }) {
  const tokens = useQuery(projectApiTokensQuery(project.id));
  const [recorded, setRecorded] = useRecorded();
  const [created, setCreated] = useState<ProjectApiToken | null>(null);
  const can = useCan();
  return (
    <section className="stack" aria-labelledby="project-tokens">
      <h2 id="project-tokens">API tokens</h2>
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      {created && <SecretOnce label={`Secret of ${created.tokenName}`} secret={created.secret} onDone={() => setCreated(null)} />}
      {can('post', TOKENS, { project: project.id }) && (
        <NewProjectToken
          project={project}
          onCreated={(token, eventId) => {
            setCreated(token);
            setRecorded({ message: `API token ${token.tokenName} created for ${project.name}.`, eventId });
          }}
        />
      )}
      {tokens.isPending && <Loading label="Loading the project's API tokens" />}
      {tokens.isError && <ErrorMessage error={tokens.error} title="The project's API tokens could not be loaded" />}
      {tokens.isSuccess && (
        <DataTable
          items={tokens.data}
          empty={`No API tokens for ${project.name} yet.`}
          rowKey={(t) => t.fingerprint}
          columns={[
            { header: 'Name', cell: (t) => t.tokenName },
            { header: 'Kind', cell: (t) => t.type },
            { header: 'Environment', cell: (t) => t.environment },
            { header: 'Secret', cell: (t) => <code>{t.secret}</code> },
            { header: 'Created', cell: (t) => formatDate(t.createdAt) },
          ]}
          actions={(t) => (
            <RevokeProjectToken
              project={project}
              token={t}
              onRevoked={(eventId) => setRecorded({ message: `API token ${t.tokenName} revoked.`, eventId })}
            />
          )}
        />
      )}
    </section>
  );
}

function NewProjectToken({
  project,
  onCreated,
}: {
  project: Project;
  onCreated: (token: ProjectApiToken, eventId?: number | null) => void;
}) {
  const environments = (project.environments ?? []).map((e) => e.environment);
  const [body, setBody] = useState<ProjectTokenBody>({ tokenName: '', type: 'client', environment: environments[0] ?? 'development' });
  const [problem, setProblem] = useState<string | undefined>();
  const create = useWrite(
    (b: ProjectTokenBody) => createProjectApiToken(project.id, b),
    [PROJECTS_KEY],
    ({ body: token, eventId }) => {
      setBody((b) => ({ ...b, tokenName: '' }));
      onCreated(token, eventId);
    },
  );
  const submit = () => {
    const next = { ...body, tokenName: body.tokenName.trim() };
    const [first] = bodyProblems('post', TOKENS, next);
    setProblem(first?.message ?? (next.tokenName ? undefined : 'A token needs a name.'));
    if (!first && next.tokenName) create.mutate(next);
  };
  return (
    <form
      className="inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="field">
        <span>Token name</span>
        <input
          value={body.tokenName}
          autoComplete="off"
          onChange={(e) => setBody({ ...body, tokenName: e.target.value })}
          aria-invalid={!!problem}
          aria-describedby="project-token-name-error"
        />
        <FieldError id="project-token-name-error" message={problem} />
      </label>
      <label className="field">
        <span>Kind</span>
        <select value={body.type} onChange={(e) => setBody({ ...body, type: e.target.value as ProjectTokenBody['type'] })}>
          <option value="client">Client (server-side SDK)</option>
          <option value="frontend">Frontend (browser and mobile SDKs)</option>
        </select>
      </label>
      <label className="field">
        <span>Environment</span>
        <select value={body.environment} onChange={(e) => setBody({ ...body, environment: e.target.value })}>
          {environments.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        Create token
      </button>
      {create.isError && <ErrorMessage error={create.error} />}
    </form>
  );
}

/** Revokes by the fingerprint the list shows: the secret is shown only once, at creation (ADR 0042). */
function RevokeProjectToken({
  project,
  token,
  onRevoked,
}: {
  project: Project;
  token: ProjectApiToken;
  onRevoked: (eventId?: number | null) => void;
}) {
  const revoke = useWrite(
    () => revokeApiToken(token.fingerprint),
    [PROJECTS_KEY],
    ({ eventId }) => onRevoked(eventId),
  );
  return (
    <ConfirmButton
      small
      label="Revoke"
      title={`Revoke the API token ${token.tokenName}?`}
      confirmLabel="Revoke token"
      onConfirm={() => revoke.mutateAsync(undefined)}
      pending={revoke.isPending}
      error={revoke.error}
    >
      <p>
        Every SDK using <strong>{token.tokenName}</strong> (<code>{token.secret}</code>, {token.environment}) to read {project.name} is
        refused at once. This cannot be undone.
      </p>
    </ConfirmButton>
  );
}
