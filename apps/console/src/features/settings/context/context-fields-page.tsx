import { useQuery } from '@tanstack/react-query';
import type { Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { Section } from '../section';
import { DeleteItem } from '../section-form';
import { contextFieldsQuery, type ContextField } from '../../../api/settings-api';
import { BUILT_IN_CONTEXT_FIELDS, CONTEXT_KEY, deleteContextField } from './context-api';
import { ContextFieldForm } from './context-field-form';
import { ContextUsage } from './context-usage';
import { DataTable, EditButton, OrNone, RowActions } from '../../../components/data-table';

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
    <DataTable
      items={fields}
      rowKey={(field) => field.name}
      columns={[
        {
          header: 'Name',
          cell: (field) => (
            <>
              <strong>{field.name}</strong>
              {BUILT_IN_CONTEXT_FIELDS.includes(field.name) && <span className="badge">built in</span>}
            </>
          ),
        },
        { header: 'Description', cell: (field) => <OrNone value={field.description} /> },
        {
          header: 'Legal values',
          cell: (field) =>
            (field.legalValues ?? []).length === 0 ? (
              <span className="muted">any value</span>
            ) : (
              (field.legalValues ?? []).map((v) => v.value).join(', ')
            ),
        },
        { header: 'Stickiness', cell: (field) => (field.stickiness ? 'yes' : 'no') },
      ]}
      actions={(field) => (
        <RowActions>
          <ContextUsage name={field.name} />
          {can('put', '/api/admin/context/{name}') && <EditButton label={`Edit ${field.name}`} onClick={() => onEdit(field)} />}
          {can('delete', '/api/admin/context/{name}') && !BUILT_IN_CONTEXT_FIELDS.includes(field.name) && (
            <DeleteItem noun="Context field" name={field.name} remove={deleteContextField} keys={[CONTEXT_KEY]} onDeleted={onDeleted}>
              <p>
                Constraints can no longer use <strong>{field.name}</strong>. The API refuses while a flag&apos;s strategy or a segment uses
                it.
              </p>
            </DeleteItem>
          )}
        </RowActions>
      )}
    />
  );
}
