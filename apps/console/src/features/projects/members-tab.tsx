import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { canCall } from '../../lib/can';
import { useSession } from '../../lib/session';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { accessQuery, personName, removeMember, setRoles, type ProjectRole, type Subject } from './access-api';
import { AddMemberForm } from './add-member-form';
import { PROJECTS_KEY, type Project } from '../../api/projects-api';

const REFRESH = [PROJECTS_KEY, ['flags'], ['session']] as const;

interface Member {
  subject: Subject;
  id: number;
  name: string;
  detail: string;
  roles: number[];
}

/** Who holds which project role — users directly, and groups for all their members. */
export function MembersTab({ project }: { project: Project }) {
  const session = useSession();
  const access = useQuery(accessQuery(project.id));
  const editable = canCall(session.data, 'post', '/api/admin/projects/{projectId}/access', { project: project.id });
  if (access.isPending) return <Loading label="Loading members" />;
  if (access.isError) return <ErrorMessage error={access.error} title="The members could not be loaded" />;
  const members: Member[] = [
    ...access.data.users.map((u) => ({
      subject: 'user' as const,
      id: u.id,
      name: personName(u),
      detail: u.email ?? u.username ?? '',
      roles: u.roles,
    })),
    ...access.data.groups.map((g) => ({
      subject: 'group' as const,
      id: g.id,
      name: g.name,
      detail: `group of ${g.users.length}`,
      roles: g.roles,
    })),
  ];
  return (
    <section className="card" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      {members.length === 0 ? (
        <EmptyState title="Nobody holds a role in this project yet.">
          <p className="muted">Admins and Editors act in every project through their root role.</p>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="table members">
            <caption className="visually-hidden">Members of {project.name} and their project roles</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Roles</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <MemberRow key={`${m.subject}-${m.id}`} project={project} member={m} roles={access.data.roles} editable={editable} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable && <AddMemberForm project={project} roles={access.data.roles} />}
    </section>
  );
}

function MemberRow({ project, member, roles, editable }: { project: Project; member: Member; roles: ProjectRole[]; editable: boolean }) {
  const [chosen, setChosen] = useState<number[] | null>(null);
  const save = useRecordedWrite((next: number[]) => setRoles(project.id, member.subject, member.id, next), {
    what: () => `Roles of ${member.name} in ${project.name} saved`,
    invalidates: REFRESH,
    then: () => setChosen(null),
  });
  const remove = useRecordedWrite(() => removeMember(project.id, member.subject, member.id), {
    what: () => `${member.name} removed from ${project.name}`,
    invalidates: REFRESH,
  });
  const roleName = (id: number) => roles.find((r) => r.id === id)?.name ?? `role ${id}`;
  return (
    <tr>
      <th scope="row">
        <strong>{member.name}</strong> <span className="muted">{member.detail}</span>
      </th>
      <td>
        {chosen === null ? (
          <span className="roles">
            {member.roles.map((r) => (
              <span key={r} className="badge">
                {roleName(r)}
              </span>
            ))}
          </span>
        ) : (
          <fieldset className="fieldset roles">
            <legend className="visually-hidden">Roles of {member.name}</legend>
            {roles.map((r) => (
              <label key={r.id} className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(r.id)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, r.id] : chosen.filter((x) => x !== r.id))}
                />
                {r.name}
              </label>
            ))}
          </fieldset>
        )}
        {save.isError && <ErrorMessage error={save.error} />}
      </td>
      <td>
        {editable && (
          <div className="actions actions--start">
            {chosen === null ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => setChosen(member.roles)}
                aria-label={`Change the roles of ${member.name}`}
              >
                Change roles
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={chosen.length === 0 || save.isPending}
                  onClick={() => save.mutate(chosen)}
                >
                  Save roles
                </button>
                <button type="button" className="button button--small" onClick={() => setChosen(null)}>
                  Cancel
                </button>
              </>
            )}
            <ConfirmButton
              small
              label="Remove"
              title={`Remove ${member.name} from ${project.name}?`}
              confirmLabel="Remove member"
              onConfirm={() => remove.mutateAsync()}
              pending={remove.isPending}
              error={remove.error}
            >
              <p>
                <strong>{member.name}</strong> loses every role in <strong>{project.name}</strong> ({member.roles.map(roleName).join(', ')}
                ).
              </p>
            </ConfirmButton>
          </div>
        )}
      </td>
    </tr>
  );
}
