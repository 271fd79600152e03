import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { formatDate } from '../../components/format';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { accountName, roleName, usersQuery } from '../../api/access-api';
import { AccessNav } from './access-nav';
import { NewUserButton } from './new-user-dialog';
import { SignupLinkPanel } from './signup-link-panel';
import { UserActions } from './user-actions';
import { UserStatus } from './user-activation';
import { DataTable } from '../../components/data-table';

const route = getRouteApi('/app/access/users');

/** Everyone who signs in to the console: their root role, and what an admin does to an account. */
export function UsersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const answer = useQuery(usersQuery);
  const [recorded, setRecorded] = useRecorded();
  const query = (search.query ?? '').toLowerCase();
  const users = (answer.data?.users ?? []).filter(
    (u) => !query || [u.name, u.username, u.email].some((v) => (v ?? '').toLowerCase().includes(query)),
  );
  const roles = answer.data?.rootRoles ?? [];
  return (
    <>
      <div className="page-header">
        <h1>Access</h1>
        {answer.isSuccess && <NewUserButton roles={roles} onRecorded={setRecorded} />}
      </div>
      <AccessNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      {answer.isSuccess && <SignupLinkPanel onRecorded={setRecorded} />}
      <label className="field field--inline">
        <span>Filter</span>
        <input
          type="search"
          aria-label="Filter users"
          value={search.query ?? ''}
          onChange={(e) => void navigate({ search: { query: e.target.value || undefined }, replace: true })}
        />
      </label>
      {answer.isPending && <Loading label="Loading users" />}
      {answer.isError && <ErrorMessage error={answer.error} title="The users could not be loaded" />}
      {answer.isSuccess && users.length === 0 && <EmptyState title={query ? 'No user matches the filter.' : 'No users yet.'} />}
      {users.length > 0 && (
        <DataTable
          items={users}
          rowKey={(u) => u.id}
          columns={[
            { header: 'Name', cell: (u) => accountName(u) },
            { header: 'Status', cell: (u) => <UserStatus user={u} /> },
            { header: 'Signs in as', cell: (u) => [u.username, u.email].filter(Boolean).join(' · ') },
            { header: 'Root role', cell: (u) => roleName(roles, u.rootRole) },
            { header: 'Created', cell: (u) => formatDate(u.createdAt) },
          ]}
          actions={(u) => <UserActions user={u} roles={roles} onRecorded={setRecorded} />}
        />
      )}
    </>
  );
}
