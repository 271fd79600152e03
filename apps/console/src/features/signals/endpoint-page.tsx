import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { TextAreaField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { Loading } from '../../components/loading';
import { Switch } from '../../components/switch';
import { useRecorded, WriteNotice, type Recorded } from '../../components/write-notice';
import { EndpointAddress, EndpointTokens } from './endpoint-tokens';
import { ReceivedSignals } from './received-signals';
import { deleteEndpoint, setEndpointEnabled, SIGNALS_KEY, signalEndpointQuery, updateEndpoint, type SignalEndpoint } from './signals-api';

const route = getRouteApi('/app/signals/endpoints/$endpointId');

/** One signal endpoint: its address, tokens, the signals it received; rename, switch, delete. */
export function EndpointPage() {
  const { endpointId } = route.useParams();
  const endpoint = useQuery(signalEndpointQuery(endpointId));
  const [recorded, setRecorded] = useRecorded();
  const [deleted, setDeleted] = useState<string | null>(null);
  const crumbs = (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link to="/signals">Signal endpoints</Link> / <span aria-current="page">{deleted ?? endpoint.data?.name ?? endpointId}</span>
    </nav>
  );
  const notice = <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />;
  if (deleted)
    return (
      <>
        {crumbs}
        {notice}
        <Link to="/signals">Back to the signal endpoints</Link>
      </>
    );
  if (endpoint.isPending) return <Loading label="Loading the endpoint" />;
  if (endpoint.isError) return <ErrorMessage error={endpoint.error} title={`The signal endpoint ${endpointId} could not be loaded`} />;
  return (
    <>
      {crumbs}
      {notice}
      <EndpointHeader
        endpoint={endpoint.data}
        onRecorded={setRecorded}
        onDeleted={(eventId) => {
          setDeleted(endpoint.data.name);
          setRecorded({ message: `Endpoint ${endpoint.data.name} deleted, with its tokens.`, eventId });
        }}
      />
      <div className="grid-2">
        <EndpointAddress endpoint={endpoint.data} />
        <EndpointTokens endpoint={endpoint.data} onRecorded={setRecorded} />
      </div>
      <ReceivedSignals endpointId={endpointId} />
    </>
  );
}

function EndpointHeader({
  endpoint,
  onRecorded,
  onDeleted,
}: {
  endpoint: SignalEndpoint;
  onRecorded: (r: Recorded) => void;
  onDeleted: (eventId: number | null) => void;
}) {
  const toggle = useWrite(
    (enabled: boolean) => setEndpointEnabled(endpoint.id, enabled),
    [SIGNALS_KEY],
    ({ eventId }, enabled) => onRecorded({ message: `Endpoint ${endpoint.name} turned ${enabled ? 'on' : 'off'}.`, eventId }),
  );
  const remove = useWrite(
    () => deleteEndpoint(endpoint.id),
    [],
    (r) => onDeleted(r.eventId),
  );
  const form = useForm<{ name: string; description: string }>({
    defaultValues: { name: endpoint.name, description: endpoint.description ?? '' },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useWrite(
    (body: { name: string; description: string | null }) => updateEndpoint(endpoint.id, body),
    [SIGNALS_KEY],
    ({ eventId }, body) => onRecorded({ message: `Endpoint ${body.name} saved.`, eventId }),
  );
  const submit = form.handleSubmit((values) => {
    const body = { name: values.name.trim(), description: values.description.trim() || null };
    if (!refused(form, bodyProblems('put', '/api/admin/signal-endpoints/{id}', body), ['name', 'description'], setProblems))
      save.mutate(body);
  });
  return (
    <>
      <div className="page-header">
        <h1>{endpoint.name}</h1>
        <div className="actions">
          <span className="check">
            <Switch
              checked={endpoint.enabled}
              label={`${endpoint.name} enabled`}
              disabled={toggle.isPending}
              onChange={(on) => toggle.mutate(on)}
            />
            {endpoint.enabled ? 'On' : 'Off'}
          </span>
          <ConfirmButton
            label="Delete"
            title={`Delete the signal endpoint ${endpoint.name}?`}
            confirmLabel="Delete endpoint"
            onConfirm={() => remove.mutateAsync(undefined)}
            pending={remove.isPending}
            error={remove.error}
          >
            <p>
              <strong>{endpoint.name}</strong> and its {endpoint.tokens.length} token(s) stop accepting signals. Action sets that react to
              it will not run again.
            </p>
          </ConfirmButton>
        </div>
      </div>
      {toggle.isError && <ErrorMessage error={toggle.error} />}
      <details className="card">
        <summary>Name and description</summary>
        <form className="stack" onSubmit={submit} noValidate>
          <TextField
            label="Name"
            hint="Renaming changes the URL: senders must use the new one."
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <TextAreaField label="Description" error={form.formState.errors.description?.message} {...form.register('description')} />
          <FormProblems problems={problems} />
          {save.isError && <ErrorMessage error={save.error} />}
          <div className="actions actions--start">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Save
            </button>
          </div>
        </form>
      </details>
    </>
  );
}
