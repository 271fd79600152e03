import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bodyProblems } from '../../api/check-body';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { ErrorMessage } from '../../components/error-message';
import { addAccess, peopleQuery, personName, type ProjectRole, type Subject } from './access-api';
import { PROJECTS_KEY, type Project } from '../../api/projects-api';

/**
 * Gives a role in the project to a user or a group. Who can be chosen comes from the user and group
 * lists (ADMIN); without them the form takes the user's or group's id.
 */
export function AddMemberForm({ project, roles }: { project: Project; roles: ProjectRole[] }) {
  const people = useQuery(peopleQuery);
  const [subject, setSubject] = useState<Subject>('user');
  const [who, setWho] = useState('');
  const [role, setRole] = useState(String(roles.find((r) => r.name === 'Member')?.id ?? roles[0]?.id ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const add = useRecordedWrite(addAccess.bind(null, project.id), {
    what: () => `${whoName()} got the role ${roles.find((r) => String(r.id) === role)?.name ?? role} in ${project.name}`,
    invalidates: [PROJECTS_KEY, ['flags'], ['session']],
    then: () => setWho(''),
  });
  const candidates =
    subject === 'user'
      ? (people.data?.users ?? []).map((u) => ({
          id: u.id,
          name: `${personName(u)}${u.email && u.email !== personName(u) ? ` (${u.email})` : ''}`,
        }))
      : (people.data?.groups ?? []).map((g) => ({ id: g.id, name: g.name }));
  function whoName(): string {
    return candidates.find((c) => String(c.id) === who)?.name ?? `${subject} ${who}`;
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const id = Number(who);
    const body = { roles: [Number(role)], ...(subject === 'user' ? { users: [id] } : { groups: [id] }) };
    const problems =
      who === '' ? [{ message: `Choose a ${subject}.` }] : bodyProblems('post', '/api/admin/projects/{projectId}/access', body);
    setProblem(problems[0]?.message ?? null);
    if (problems.length === 0) add.mutate(body);
    else add.reset();
  };
  return (
    <form className="stack add-member" onSubmit={submit} aria-labelledby="add-member-title">
      <h3 id="add-member-title">Add a member</h3>
      <div className="inline-form">
        <label className="field field--inline">
          <span>Kind</span>
          <select
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value as Subject);
              setWho('');
            }}
          >
            <option value="user">User</option>
            <option value="group">Group</option>
          </select>
        </label>
        {people.isSuccess ? (
          <label className="field field--inline">
            <span>{subject === 'user' ? 'User' : 'Group'}</span>
            <select value={who} onChange={(e) => setWho(e.target.value)}>
              <option value="">Choose…</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="field field--inline">
            <span>{subject === 'user' ? 'User id' : 'Group id'}</span>
            <input inputMode="numeric" value={who} onChange={(e) => setWho(e.target.value.trim())} className="input--narrow" />
          </label>
        )}
        <label className="field field--inline">
          <span>Role</span>
          <select value={role} onChange={(e) => setRole(e.target.value)}>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          Add member
        </button>
      </div>
      {people.isError && <p className="hint">Only administrators can list users and groups: enter the id instead.</p>}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {add.isError && <ErrorMessage error={add.error} />}
    </form>
  );
}
