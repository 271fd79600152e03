import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { accountName, serviceAccountsQuery } from '../../api/access-api';
import { useWrite } from '../../api/use-write';
import { useCan } from '../../lib/can';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { Switch } from '../../components/switch';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { useLimits } from '../../config/ui-config';
import { projectsQuery } from '../../api/projects-api';
import { actionsText, filtersText } from './action-set-summary';
import { ACTION_SETS_KEY, actionDefinitionsQuery, actionSetsQuery, setActionSetEnabled } from './actions-api';
import { SignalsNav } from './signals-nav';
import { signalEndpointsQuery } from './signals-api';
import { DataTable } from '../../components/data-table';

const route = getRouteApi('/app/signals/actions');

/** A project's action sets: which endpoint's signals they react to, their filters, actions and actor. */
export function ActionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const project = search.project ?? 'default';
  const projects = useQuery(projectsQuery);
  const sets = useQuery(actionSetsQuery(project));
  const definitions = useQuery(actionDefinitionsQuery(project));
  const endpoints = useQuery(signalEndpointsQuery);
  const accounts = useQuery(serviceAccountsQuery);
  const limits = useLimits();
  const can = useCan();
  const [recorded, setRecorded] = useRecorded();
  const toggle = useWrite(
    (v: { id: number; name: string; enabled: boolean }) => setActionSetEnabled(project, v.id, v.enabled),
    [ACTION_SETS_KEY],
    ({ eventId }, v) => setRecorded({ message: `Action set ${v.name} turned ${v.enabled ? 'on' : 'off'}.`, eventId }),
  );
  const writable = can('post', '/api/admin/projects/{projectId}/actions', { project });
  const full = (sets.data?.length ?? 0) >= limits.actionSetsPerProject;
  return (
    <>
      <h1>Signals and actions</h1>
      <SignalsNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      <div className="toolbar">
        <label className="field field--inline">
          <span>Project</span>
          <select value={project} onChange={(e) => void navigate({ search: { project: e.target.value } })}>
            {(projects.data ?? [{ id: project, name: project }]).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        {writable && (
          <Link to="/signals/actions/$projectId/new" params={{ projectId: project }} className="button button--primary" disabled={full}>
            New action set
          </Link>
        )}
      </div>
      <p className="muted">
        {sets.data?.length ?? 0} of at most {limits.actionSetsPerProject} action sets in this project. An action set runs its actions, as a
        service account, for every signal of its endpoint that passes its filters.
      </p>
      {sets.isPending && <Loading label="Loading action sets" />}
      {sets.isError && <ErrorMessage error={sets.error} title="The action sets could not be loaded" />}
      {toggle.isError && <ErrorMessage error={toggle.error} />}
      {sets.isSuccess && (
        <DataTable
          items={sets.data}
          empty="No action sets in this project."
          rowKey={(set) => set.id}
          columns={[
            {
              header: 'Action set',
              cell: (set) => (
                <Link to="/signals/actions/$projectId/$actionSetId" params={{ projectId: project, actionSetId: String(set.id) }}>
                  {set.name}
                </Link>
              ),
            },
            {
              header: 'Enabled',
              cell: (set) => (
                <Switch
                  checked={set.enabled}
                  label={`${set.name} enabled`}
                  disabled={!writable || toggle.isPending}
                  onChange={(enabled) => toggle.mutate({ id: set.id, name: set.name, enabled })}
                />
              ),
            },
            {
              header: 'When a signal of',
              cell: (set) => endpoints.data?.find((e) => e.id === set.match.sourceId)?.name ?? `endpoint #${set.match.sourceId}`,
            },
            { header: 'Matches', cell: (set) => filtersText(set) },
            {
              header: 'Then',
              cell: (set) => actionsText(set, definitions.data ?? []).join('; ') || <span className="muted">nothing</span>,
            },
            {
              header: 'As',
              cell: (set) => accountName(accounts.data?.serviceAccounts.find((a) => a.id === set.actorId) ?? { id: set.actorId }),
            },
          ]}
        />
      )}
    </>
  );
}
