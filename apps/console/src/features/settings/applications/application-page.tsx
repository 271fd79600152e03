import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useWrite } from '../../../api/use-write';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { useRecorded, WriteNotice } from '../../../components/write-notice';
import { SettingsFrame } from '../settings-frame';
import { ApplicationDetailsForm } from './application-details-form';
import { ApplicationEnvironments } from './application-environments';
import { ApplicationFlags, ApplicationIssues } from './application-flags';
import { applicationOverviewQuery, applicationQuery, deleteApplication, type ApplicationDetails } from './applications-api';

const route = getRouteApi('/app/settings/applications/$appName');

/** One SDK application: its details (editable), environments and instances, the flags it evaluates and its issues. */
export function ApplicationPage() {
  const { appName } = route.useParams();
  const details = useQuery(applicationQuery(appName));
  const [recorded, setRecorded] = useRecorded();
  return (
    <SettingsFrame>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/settings/applications">Applications</Link> / <span aria-current="page">{appName}</span>
      </nav>
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      {details.isPending ? (
        <Loading label="Loading the application" />
      ) : details.isError ? (
        <ErrorMessage error={details.error} title={`The application ${appName} could not be loaded`} />
      ) : (
        <Application
          app={details.data}
          onSaved={() => setRecorded({ message: `Application ${appName} saved (its details are not recorded in the event log).` })}
        />
      )}
    </SettingsFrame>
  );
}

function Application({ app, onSaved }: { app: ApplicationDetails; onSaved: () => void }) {
  const can = useCan();
  const overview = useQuery(applicationOverviewQuery(app.appName));
  const navigate = useNavigate();
  const remove = useWrite(
    () => deleteApplication(app.appName),
    [['applications']],
    () =>
      navigate({
        to: '/settings/applications',
        state: { recorded: { message: `Application ${app.appName} deleted (not recorded in the event log).` } },
      }),
  );
  return (
    <>
      <div className="page-header">
        <h1>{app.appName}</h1>
        {can('delete', '/api/admin/metrics/applications/{appName}') && (
          <ConfirmButton
            label="Delete"
            title={`Delete the application ${app.appName}?`}
            confirmLabel="Delete application"
            onConfirm={() => remove.mutateAsync(undefined)}
            pending={remove.isPending}
            error={remove.error}
          >
            <p>
              <strong>{app.appName}</strong>, its {app.instances.length} instance{app.instances.length === 1 ? '' : 's'} and its usage
              counts are removed. It comes back when one of its SDKs registers again. Nothing is recorded in the event log.
            </p>
          </ConfirmButton>
        )}
      </div>
      {app.description && <p>{app.description}</p>}
      {app.url && (
        <p>
          <a href={app.url} rel="noreferrer noopener" target="_blank">
            {app.url}
          </a>
        </p>
      )}
      {overview.isPending ? (
        <Loading label="Loading its environments and issues" />
      ) : overview.isError ? (
        <ErrorMessage error={overview.error} title="Its environments and issues could not be loaded" />
      ) : (
        <>
          <ApplicationIssues overview={overview.data} />
          <ApplicationEnvironments appName={app.appName} overview={overview.data} />
        </>
      )}
      <div className="grid-2">
        <ApplicationFlags flags={app.seenToggles} />
        <ApplicationDetailsForm app={app} readOnly={!can('post', '/api/admin/metrics/applications/{appName}')} onSaved={onSaved} />
      </div>
    </>
  );
}
