import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice, type Recorded } from '../../components/write-notice';
import { ACCESS_KEY, deleteRole, rolesQuery, type Role } from '../../api/access-api';
import { AccessNav } from './access-nav';
import { permissionLabel } from './permission-names';
import { RoleForm } from './role-form';

const KIND: Record<string, string> = { root: 'Root role', project: 'Project role (built in)', custom: 'Custom project role' };

/** Root roles, the built-in project roles and custom project roles, with what each permits. */
export function RolesPage() {
  const roles = useQuery(rolesQuery);
  const [recorded, setRecorded] = useRecorded();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const done = (name: string, eventId: number | null) => {
    setRecorded({ message: `Role ${name} saved.`, eventId });
    setEditing(null);
  };
  return (
    <>
      <div className="page-header">
        <h1>Access</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          New custom role
        </button>
      </div>
      <AccessNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New custom role' : `Edit the role ${editing?.name ?? ''}`}
        wide
      >
        {editing !== null && <RoleForm role={editing === 'new' ? null : editing} onDone={done} />}
      </Dialog>
      {roles.isPending && <Loading label="Loading roles" />}
      {roles.isError && <ErrorMessage error={roles.error} title="The roles could not be loaded" />}
      {roles.isSuccess && roles.data.length === 0 && <EmptyState title="No roles." />}
      {roles.data?.map((role) => (
        <section key={role.id} className="card" aria-label={`Role ${role.name}`}>
          <div className="page-header">
            <h2>
              {role.name} <span className="muted">— {KIND[role.type] ?? role.type}</span>
            </h2>
            {role.type === 'custom' && <CustomRoleActions role={role} onEdit={() => setEditing(role)} onRecorded={setRecorded} />}
          </div>
          {role.description && <p>{role.description}</p>}
          {role.permissions && role.permissions.length > 0 && (
            <p className="muted">
              {role.permissions.map((p) => permissionLabel(p.name) + (p.environment ? ` (${p.environment})` : '')).join(', ')}
            </p>
          )}
        </section>
      ))}
    </>
  );
}

function CustomRoleActions({ role, onEdit, onRecorded }: { role: Role; onEdit: () => void; onRecorded: (r: Recorded) => void }) {
  const remove = useWrite(
    () => deleteRole(role.id),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `Role ${role.name} deleted.`, eventId }),
  );
  return (
    <div className="actions">
      <button type="button" className="button button--small" onClick={onEdit}>
        Edit
      </button>
      <ConfirmButton
        small
        label="Delete"
        title={`Delete the role ${role.name}?`}
        confirmLabel="Delete role"
        onConfirm={() => remove.mutateAsync(undefined)}
        pending={remove.isPending}
        error={remove.error}
      >
        <p>
          Nobody can be given <strong>{role.name}</strong> any more; the API refuses while someone has it in a project.
        </p>
      </ConfirmButton>
    </div>
  );
}
