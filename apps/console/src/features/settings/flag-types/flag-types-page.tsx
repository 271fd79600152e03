import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/can';
import { Section } from '../section';
import { FlagTypeForm } from './flag-type-form';
import { flagTypesQuery } from './flag-types-api';
import { DataTable, EditButton } from '../../../components/data-table';

/** The built-in flag types and how long a flag of each is expected to live (editable by admins). */
export function FlagTypesPage() {
  const can = useCan();
  const canEdit = can('put', '/api/admin/feature-types/{id}/lifetime');
  return (
    <Section
      title="Flag types"
      newLabel=""
      canCreate={false}
      query={useQuery(flagTypesQuery)}
      empty="No flag types"
      intro={<p className="muted">A flag older than its type's expected lifetime is reported as potentially stale.</p>}
      dialogTitle={(t) => `Expected lifetime of ${t?.name ?? ''}`}
      form={(t, done) => t && <FlagTypeForm flagType={t} onDone={done} />}
      list={(items, actions) => (
        <DataTable
          items={items}
          rowKey={(t) => t.id}
          columns={[
            {
              header: 'Type',
              cell: (t) => (
                <>
                  <strong>{t.name}</strong>
                  <div className="muted">{t.description}</div>
                </>
              ),
            },
            {
              header: 'Expected lifetime',
              cell: (t) => (t.lifetimeDays === null ? <span className="muted">never stale</span> : `${t.lifetimeDays} days`),
            },
          ]}
          actions={(t) => canEdit && <EditButton label={`Edit lifetime of ${t.name}`} onClick={() => actions.edit(t)} />}
        />
      )}
    />
  );
}
