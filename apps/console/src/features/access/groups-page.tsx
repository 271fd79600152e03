import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice, type Recorded } from '../../components/write-notice';
import { ACCESS_KEY, accountName, deleteGroup, groupsQuery, type Group } from '../../api/access-api';
import { AccessNav } from './access-nav';
import { GroupForm } from './group-form';

/** Groups of users, which projects give roles to as one. */
export function GroupsPage() {
  const groups = useQuery(groupsQuery);
  const [recorded, setRecorded] = useRecorded();
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const done = (name: string, eventId: number | null) => {
    setRecorded({ message: `Group ${name} saved.`, eventId });
    setEditing(null);
  };
  return (
    <>
      <div className="page-header">
        <h1>Access</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          New group
        </button>
      </div>
      <AccessNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New group' : `Edit the group ${editing?.name ?? ''}`}
      >
        {editing !== null && <GroupForm group={editing === 'new' ? null : editing} onDone={done} />}
      </Dialog>
      {groups.isPending && <Loading label="Loading groups" />}
      {groups.isError && <ErrorMessage error={groups.error} title="The groups could not be loaded" />}
      {groups.isSuccess && groups.data.length === 0 && <EmptyState title="No groups yet." />}
      {groups.data?.map((group) => (
        <section key={group.id} className="card" aria-label={`Group ${group.name}`}>
          <div className="page-header">
            <h2>{group.name}</h2>
            <GroupActions group={group} onEdit={() => setEditing(group)} onRecorded={setRecorded} />
          </div>
          {group.description && <p>{group.description}</p>}
          <p className="muted">
            {group.users.length === 0 ? 'No members.' : `Members: ${group.users.map((u) => accountName(u.user)).join(', ')}`}
          </p>
        </section>
      ))}
    </>
  );
}

function GroupActions({ group, onEdit, onRecorded }: { group: Group; onEdit: () => void; onRecorded: (r: Recorded) => void }) {
  const remove = useWrite(
    () => deleteGroup(group.id),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `Group ${group.name} deleted.`, eventId }),
  );
  return (
    <div className="actions">
      <button type="button" className="button button--small" onClick={onEdit}>
        Edit
      </button>
      <ConfirmButton
        small
        label="Delete"
        title={`Delete the group ${group.name}?`}
        confirmLabel="Delete group"
        onConfirm={() => remove.mutateAsync(undefined)}
        pending={remove.isPending}
        error={remove.error}
      >
        <p>
          The {group.users.length} member(s) of <strong>{group.name}</strong> lose the project roles given to the group.
        </p>
      </ConfirmButton>
    </div>
  );
}
