import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/can';
import { environmentsQuery, type Environment } from '../../../api/projects-api';
import { Section } from '../section';
import { DeleteItem } from '../section-form';
import { EnvironmentForm } from './environment-form';
import { deleteEnvironment, ENVIRONMENTS_KEY } from './environments-api';

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
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Sort order</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.name}>
                  <th scope="row">
                    <strong>{e.name}</strong>
                  </th>
                  <td>{e.type}</td>
                  <td>{e.sortOrder ?? <span className="muted">—</span>}</td>
                  <td>{e.enabled ? 'on' : <span className="muted">off</span>}</td>
                  <td>
                    <div className="actions">
                      {can('put', '/api/admin/environments/update/{name}') && (
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Edit ${e.name}`}
                          onClick={() => actions.edit(e)}
                        >
                          Edit
                        </button>
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
                            Projects can no longer add <strong>{e.name}</strong>. The API refuses while a project still uses it: remove it
                            from those projects first.
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
      )}
    />
  );
}
