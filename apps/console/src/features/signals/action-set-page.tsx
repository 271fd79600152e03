import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useWrite } from '../../api/use-write';
import { useCan } from '../../lib/can';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { ActionSetEditor } from './action-set-editor';
import { ActionSetRuns } from './action-set-runs';
import { ACTION_SETS_KEY, actionSetQuery, createActionSet, deleteActionSet, updateActionSet, type ActionSetBody } from './actions-api';

const oneRoute = getRouteApi('/app/signals/actions/$projectId/$actionSetId');
const newRoute = getRouteApi('/app/signals/actions/$projectId/new');

function Crumbs({ project, name }: { project: string; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link to="/signals/actions" search={{ project }}>
        Action sets of {project}
      </Link>{' '}
      / <span aria-current="page">{name}</span>
    </nav>
  );
}

export function NewActionSetPage() {
  const { projectId } = newRoute.useParams();
  const navigate = useNavigate();
  const create = useWrite(
    (body: ActionSetBody) => createActionSet(projectId, body),
    [ACTION_SETS_KEY],
    ({ body: set, eventId }) =>
      navigate({
        to: '/signals/actions/$projectId/$actionSetId',
        params: { projectId, actionSetId: String(set.id) },
        state: { recorded: { message: `Action set ${set.name} created.`, eventId } },
      }),
  );
  return (
    <>
      <Crumbs project={projectId} name="New action set" />
      <h1>New action set in {projectId}</h1>
      <section className="card">
        <ActionSetEditor
          project={projectId}
          set={null}
          onSave={(body) => create.mutate(body)}
          pending={create.isPending}
          error={create.error}
          submitLabel="Create action set"
        />
      </section>
    </>
  );
}

/** One action set: edit it, see its recent runs, delete it. */
export function ActionSetPage() {
  const { projectId, actionSetId } = oneRoute.useParams();
  const set = useQuery(actionSetQuery(projectId, actionSetId));
  const can = useCan();
  const [recorded, setRecorded] = useRecorded();
  const [deleted, setDeleted] = useState<string | null>(null);
  const save = useWrite(
    (body: ActionSetBody) => updateActionSet(projectId, Number(actionSetId), body),
    [ACTION_SETS_KEY],
    ({ eventId }, body) => setRecorded({ message: `Action set ${body.name} saved.`, eventId }),
  );
  const remove = useWrite(
    () => deleteActionSet(projectId, Number(actionSetId)),
    [],
    ({ eventId }) => {
      setDeleted(set.data?.name ?? actionSetId);
      setRecorded({ message: `Action set ${set.data?.name ?? actionSetId} deleted.`, eventId });
    },
  );
  const notice = <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />;
  if (deleted) {
    return (
      <>
        <Crumbs project={projectId} name={deleted} />
        {notice}
        <Link to="/signals/actions" search={{ project: projectId }}>
          Back to the action sets
        </Link>
      </>
    );
  }
  if (set.isPending) return <Loading label="Loading the action set" />;
  if (set.isError) return <ErrorMessage error={set.error} title={`The action set ${actionSetId} could not be loaded`} />;
  const writable = can('put', '/api/admin/projects/{projectId}/actions/{id}', { project: projectId });
  return (
    <>
      <Crumbs project={projectId} name={set.data.name} />
      {notice}
      <div className="page-header">
        <h1>{set.data.name}</h1>
        {writable && (
          <ConfirmButton
            label="Delete"
            title={`Delete the action set ${set.data.name}?`}
            confirmLabel="Delete action set"
            onConfirm={() => remove.mutateAsync(undefined)}
            pending={remove.isPending}
            error={remove.error}
          >
            <p>
              Signals will no longer run the actions of <strong>{set.data.name}</strong>. Its past runs stay in the log.
            </p>
          </ConfirmButton>
        )}
      </div>
      <div className="grid-2 grid-2--wide-first">
        <section className="card" aria-label="Configuration">
          {writable ? (
            <ActionSetEditor
              key={JSON.stringify(set.data)}
              project={projectId}
              set={set.data}
              onSave={(body) => save.mutate(body)}
              pending={save.isPending}
              error={save.error}
              submitLabel="Save action set"
            />
          ) : (
            <p className="muted">Your role can read this action set but not change it.</p>
          )}
        </section>
        <ActionSetRuns project={projectId} id={actionSetId} />
      </div>
    </>
  );
}
