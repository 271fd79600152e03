import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWrite } from '../../api/use-write';
import { useCan } from '../../auth/can';
import { ConfirmButton } from '../../components/confirm-button';
import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { Saved } from '../fields';
import { SettingsFrame } from '../settings-frame';
import { contextFieldsQuery, type ContextField } from '../settings-api';
import { BUILT_IN_CONTEXT_FIELDS, CONTEXT_KEY, deleteContextField } from './context-api';
import { ContextFieldForm } from './context-field-form';

/** The context fields constraints can use: list, create, edit (legal values), delete. */
export function ContextFieldsPage() {
  const fields = useQuery(contextFieldsQuery);
  const can = useCan();
  const [editing, setEditing] = useState<ContextField | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    if (message) setSaved(message);
  };
  return (
    <SettingsFrame>
      <section className="stack" aria-labelledby="context-title">
        <div className="toolbar">
          <h2 id="context-title">Context fields</h2>
          {can('post', '/api/admin/context') && (
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              New context field
            </button>
          )}
        </div>
        <Saved text={saved} onDismiss={() => setSaved(null)} />
        {fields.isPending ? <Loading label="Loading context fields" /> : fields.isError ? <ErrorMessage error={fields.error} /> : fields.data.length === 0 ? <EmptyState title="No context fields yet" /> : <ContextTable fields={fields.data} onEdit={setEditing} onDeleted={setSaved} />}
        <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New context field' : `Edit context field ${editing?.name ?? ''}`} wide>
          {editing !== null && <ContextFieldForm field={editing === 'new' ? undefined : editing} onDone={done} />}
        </Dialog>
      </section>
    </SettingsFrame>
  );
}

function ContextTable({ fields, onEdit, onDeleted }: { fields: ContextField[]; onEdit: (field: ContextField) => void; onDeleted: (message: string) => void }) {
  const can = useCan();
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Legal values</th>
            <th scope="col">Stickiness</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <strong>{field.name}</strong>
                {BUILT_IN_CONTEXT_FIELDS.includes(field.name) && <span className="badge">built in</span>}
              </th>
              <td>{field.description || <span className="muted">—</span>}</td>
              <td>{(field.legalValues ?? []).length === 0 ? <span className="muted">any value</span> : (field.legalValues ?? []).map((v) => v.value).join(', ')}</td>
              <td>{field.stickiness ? 'yes' : 'no'}</td>
              <td>
                <div className="actions">
                  {can('put', '/api/admin/context/{name}') && (
                    <button type="button" className="button button--small" aria-label={`Edit ${field.name}`} onClick={() => onEdit(field)}>
                      Edit
                    </button>
                  )}
                  {can('delete', '/api/admin/context/{name}') && !BUILT_IN_CONTEXT_FIELDS.includes(field.name) && <DeleteContextField name={field.name} onDeleted={onDeleted} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeleteContextField({ name, onDeleted }: { name: string; onDeleted: (message: string) => void }) {
  const remove = useWrite(deleteContextField, [CONTEXT_KEY], () => onDeleted(`Context field ${name} deleted.`));
  return (
    <ConfirmButton label="Delete" small title={`Delete context field ${name}?`} confirmLabel={`Delete ${name}`} onConfirm={() => remove.mutateAsync(name)} pending={remove.isPending} error={remove.error}>
      <p>
        Constraints can no longer use <strong>{name}</strong>. The API refuses while a flag&apos;s strategy or a segment uses it.
      </p>
    </ConfirmButton>
  );
}
