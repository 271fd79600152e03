import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { formatDateTime } from '../../components/format';
import { FormProblems, refused } from '../../components/form-problems';
import { Loading } from '../../components/loading';
import { Switch } from '../../components/switch';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { useLimits } from '../../config/ui-config';
import { SignalsNav } from './signals-nav';
import { createEndpoint, setEndpointEnabled, SIGNALS_KEY, signalEndpointsQuery, type EndpointInput } from './signals-api';
import { DataTable } from '../../components/data-table';

/** Signal endpoints: where other systems post signals (each with its tokens), and a form for a new one. */
export function EndpointsPage() {
  const endpoints = useQuery(signalEndpointsQuery);
  const limits = useLimits();
  const [recorded, setRecorded] = useRecorded();
  const toggle = useWrite(
    (v: { id: number; enabled: boolean; name: string }) => setEndpointEnabled(v.id, v.enabled),
    [SIGNALS_KEY],
    ({ eventId }, v) => setRecorded({ message: `Endpoint ${v.name} turned ${v.enabled ? 'on' : 'off'}.`, eventId }),
  );
  const count = endpoints.data?.length ?? 0;
  return (
    <>
      <h1>Signals and actions</h1>
      <SignalsNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      <p className="muted">
        Other systems post signals to an endpoint with one of its tokens; action sets react to them. {count} of at most{' '}
        {limits.signalEndpoints} endpoints.
      </p>
      {endpoints.isPending && <Loading label="Loading signal endpoints" />}
      {endpoints.isError && <ErrorMessage error={endpoints.error} title="The signal endpoints could not be loaded" />}
      {endpoints.isSuccess && endpoints.data.length === 0 && <EmptyState title="No signal endpoints yet." />}
      {toggle.isError && <ErrorMessage error={toggle.error} />}
      {endpoints.isSuccess && endpoints.data.length > 0 && (
        <DataTable
          items={endpoints.data}
          rowKey={(e) => e.id}
          columns={[
            {
              header: 'Endpoint',
              cell: (e) => (
                <>
                  <Link to="/signals/endpoints/$endpointId" params={{ endpointId: String(e.id) }}>
                    {e.name}
                  </Link>
                  {e.description && <div className="muted">{e.description}</div>}
                </>
              ),
            },
            {
              header: 'Enabled',
              cell: (e) => (
                <Switch
                  checked={e.enabled}
                  label={`${e.name} enabled`}
                  disabled={toggle.isPending}
                  onChange={(enabled) => toggle.mutate({ id: e.id, enabled, name: e.name })}
                />
              ),
            },
            { header: 'Tokens', cell: (e) => e.tokens.length },
            { header: 'Created', cell: (e) => formatDateTime(e.createdAt) },
          ]}
        />
      )}
      <NewEndpoint full={count >= limits.signalEndpoints} limit={limits.signalEndpoints} />
    </>
  );
}

function NewEndpoint({ full, limit }: { full: boolean; limit: number }) {
  const navigate = useNavigate();
  const form = useForm<{ name: string; description: string }>({ defaultValues: { name: '', description: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(createEndpoint, [SIGNALS_KEY], ({ body: endpoint, eventId }) =>
    navigate({
      to: '/signals/endpoints/$endpointId',
      params: { endpointId: String(endpoint.id) },
      state: { recorded: { message: `Endpoint ${endpoint.name} created: add a token to send signals to it.`, eventId } },
    }),
  );
  const submit = form.handleSubmit((values) => {
    const input: EndpointInput = { name: values.name.trim(), description: values.description.trim() || null };
    if (!refused(form, bodyProblems('post', '/api/admin/signal-endpoints', input), ['name', 'description'], setProblems))
      create.mutate(input);
  });
  return (
    <section className="card" aria-labelledby="new-endpoint-title">
      <h2 id="new-endpoint-title">New signal endpoint</h2>
      {full ? (
        <p className="muted">This instance allows at most {limit} signal endpoints: delete one first.</p>
      ) : (
        <form className="inline-form" onSubmit={submit} noValidate>
          <TextField
            label="Name"
            hint="It ends the endpoint's URL: letters, digits, - . _ ~"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <TextField label="Description" grow error={form.formState.errors.description?.message} {...form.register('description')} />
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            Create endpoint
          </button>
        </form>
      )}
      <FormProblems problems={problems} />
      {create.isError && <ErrorMessage error={create.error} />}
    </section>
  );
}
