import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { formatDate, formatDateTime } from '../../components/format';
import { Loading } from '../../components/loading';
import { SecretOnce } from '../../components/secret-once';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { useLimits } from '../../config/ui-config';
import { apiTokensQuery, type ApiToken } from '../../api/access-api';
import { AccessNav } from './access-nav';
import { ChangeApiTokenExpiry } from './change-api-token-expiry';
import { NewApiTokenForm } from './new-api-token-form';
import { RevokeApiToken } from './revoke-api-token';
import { DataTable } from '../../components/data-table';

const route = getRouteApi('/app/access/api-tokens');

/** Client, frontend and admin tokens: their scope and expiry; create (secret shown once), revoke. */
export function ApiTokensPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const limits = useLimits();
  const tokens = useQuery(apiTokensQuery);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ApiToken | null>(null);
  const [recorded, setRecorded] = useRecorded();
  const query = (search.query ?? '').toLowerCase();
  const shown = (tokens.data ?? []).filter((t) => !query || t.tokenName.toLowerCase().includes(query) || t.type.includes(query));
  const full = (tokens.data?.length ?? 0) >= limits.apiTokens;
  return (
    <>
      <div className="page-header">
        <h1>Access</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen(true)}
          disabled={full}
          title={full ? `At most ${limits.apiTokens} API tokens` : undefined}
        >
          New API token
        </button>
      </div>
      <AccessNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      {created && <SecretOnce label={`Secret of ${created.tokenName}`} secret={created.secret} onDone={() => setCreated(null)} />}
      <Dialog open={open} onClose={() => setOpen(false)} title="New API token">
        {open && (
          <NewApiTokenForm
            onDone={({ body: token, eventId }) => {
              setOpen(false);
              setCreated(token);
              setRecorded({ message: `API token ${token.tokenName} created.`, eventId });
            }}
          />
        )}
      </Dialog>
      <label className="field field--inline">
        <span>Filter</span>
        <input
          type="search"
          aria-label="Filter API tokens"
          value={search.query ?? ''}
          onChange={(e) => void navigate({ search: { query: e.target.value || undefined }, replace: true })}
        />
      </label>
      <p className="muted">
        {tokens.data?.length ?? 0} of at most {limits.apiTokens} tokens.
      </p>
      {tokens.isPending && <Loading label="Loading API tokens" />}
      {tokens.isError && <ErrorMessage error={tokens.error} title="The API tokens could not be loaded" />}
      {tokens.isSuccess && shown.length === 0 && <EmptyState title={query ? 'No token matches the filter.' : 'No API tokens yet.'} />}
      {shown.length > 0 && (
        <DataTable
          items={shown}
          rowKey={(t) => t.secret + t.createdAt}
          columns={[
            { header: 'Name', cell: (t) => t.tokenName },
            { header: 'Kind', cell: (t) => t.type },
            { header: 'Projects', cell: (t) => (t.projects.includes('*') ? <span className="muted">All</span> : t.projects.join(', ')) },
            { header: 'Environment', cell: (t) => (t.environment === '*' ? <span className="muted">All</span> : t.environment) },
            { header: 'Secret', cell: (t) => <code>{t.secret}</code> },
            {
              header: 'Expires',
              cell: (t) =>
                t.expiresAt ? (
                  <span className={new Date(t.expiresAt).getTime() < Date.now() ? 'field__error' : undefined}>
                    {formatDateTime(t.expiresAt)}
                  </span>
                ) : (
                  <span className="muted">Never</span>
                ),
            },
            { header: 'Created', cell: (t) => formatDate(t.createdAt) },
          ]}
          actions={(t) => (
            <div className="actions actions--start">
              <ChangeApiTokenExpiry token={t} />
              <RevokeApiToken token={t} onRecorded={setRecorded} />
            </div>
          )}
        />
      )}
    </>
  );
}
