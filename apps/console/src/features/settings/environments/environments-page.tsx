import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/can';
import { environmentsQuery, type Environment } from '../../../api/projects-api';
import { Section } from '../section';
import { DeleteItem } from '../section-form';
import { EnvironmentForm } from './environment-form';
import { deleteEnvironment, ENVIRONMENTS_KEY } from './environments-api';
import { DataTable, EditButton, OrNone, RowActions } from '../../../components/data-table';

/** The instance's environments: create, change type and order, delete (projects add them, on their environments tab). */
export function EnvironmentsPage() {
  const can = useCan();
  return (
    <Section<Environment>
      title="Environments"
      newLabel="New environment"
      canCreate={can('post', '/api/admin/environments')}
      query={useQuery(environmentsQuery)}
      empty="No environments yet"
      dialogTitle={(e) => (e ? `Edit environment ${e.name}` : 'New environment')}
      form={(e, done) => <EnvironmentForm environment={e} onDone={done} />}
      intro={
        <p className="muted">
          Every project can use these; a project adds or removes them on its environments tab, where they are also turned on and off.
        </p>
      }
      list={(items, actions) => (
        <DataTable
          items={items}
          rowKey={(e) => e.name}
          columns={[
            { header: 'Name', cell: (e) => <strong>{e.name}</strong> },
            { header: 'Type', cell: (e) => e.type },
            { header: 'Sort order', cell: (e) => <OrNone value={e.sortOrder} /> },
            { header: 'State', cell: (e) => (e.enabled ? 'on' : <span className="muted">off</span>) },
          ]}
          actions={(e) => (
            <RowActions>
              {can('put', '/api/admin/environments/update/{name}') && (
                <EditButton label={`Edit ${e.name}`} onClick={() => actions.edit(e)} />
              )}
              {can('delete', '/api/admin/environments/{name}') && (
                <DeleteItem
                  noun="Environment"
                  name={e.name}
                  remove={deleteEnvironment}
                  keys={[ENVIRONMENTS_KEY, ['projects']]}
                  onDeleted={actions.saved}
                >
                  <p>
                    Projects can no longer add <strong>{e.name}</strong>. The API refuses while a project still uses it: remove it from
                    those projects first.
                  </p>
                </DeleteItem>
              )}
            </RowActions>
          )}
        />
      )}
    />
  );
}
