import { useQuery } from '@tanstack/react-query';
import type { Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { Section } from '../section';
import { DeleteItem } from '../section-form';
import { contextFieldsQuery, type ContextField } from '../../../api/settings-api';
import { BUILT_IN_CONTEXT_FIELDS, CONTEXT_KEY, deleteContextField } from './context-api';
import { ContextFieldForm } from './context-field-form';
import { ContextUsage } from './context-usage';

/** The context fields constraints can use: list, create, edit (legal values), delete. */
export function ContextFieldsPage() {
  const can = useCan();
  return (
    <Section
      title="Context fields"
      newLabel="New context field"
      canCreate={can('post', '/api/admin/context')}
      query={useQuery(contextFieldsQuery)}
      empty="No context fields yet"
      dialogTitle={(field) => (field ? `Edit context field ${field.name}` : 'New context field')}
      form={(field, done) => <ContextFieldForm field={field} onDone={done} />}
      list={(fields, actions) => <ContextTable fields={fields} onEdit={actions.edit} onDeleted={actions.saved} />}
    />
  );
}

function ContextTable({
  fields,
  onEdit,
  onDeleted,
}: {
  fields: ContextField[];
  onEdit: (field: ContextField) => void;
  onDeleted: (notice: Notice) => void;
}) {
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
              <td>
                {(field.legalValues ?? []).length === 0 ? (
                  <span className="muted">any value</span>
                ) : (
                  (field.legalValues ?? []).map((v) => v.value).join(', ')
                )}
              </td>
              <td>{field.stickiness ? 'yes' : 'no'}</td>
              <td>
                <div className="actions">
                  <ContextUsage name={field.name} />
                  {can('put', '/api/admin/context/{name}') && (
                    <button type="button" className="button button--small" aria-label={`Edit ${field.name}`} onClick={() => onEdit(field)}>
                      Edit
                    </button>
                  )}
                  {can('delete', '/api/admin/context/{name}') && !BUILT_IN_CONTEXT_FIELDS.includes(field.name) && (
                    <DeleteItem
                      noun="Context field"
                      name={field.name}
                      remove={deleteContextField}
                      keys={[CONTEXT_KEY]}
                      onDeleted={onDeleted}
                    >
                      <p>
                        Constraints can no longer use <strong>{field.name}</strong>. The API refuses while a flag&apos;s strategy or a
                        segment uses it.
                      </p>
                    </DeleteItem>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
