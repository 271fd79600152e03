import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { ErrorMessage } from '../../components/error-message';
import { TextAreaField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { ACCESS_KEY, accountName, createGroup, updateGroup, usersQuery, type Group, type GroupBody } from '../../api/access-api';

interface Values {
  name: string;
  description: string;
  members: string[];
}

/** A group: its name, description and members (chosen among the users). */
export function GroupForm({ group, onDone }: { group: Group | null; onDone: (name: string, eventId: number | null) => void }) {
  const users = useQuery(usersQuery);
  const form = useForm<Values>({
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      members: (group?.users ?? []).map((u) => String(u.user.id)),
    },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useWrite(
    (body: GroupBody) => (group ? updateGroup(group.id, body) : createGroup(body)),
    [ACCESS_KEY],
    (r, body) => onDone(body.name, r.eventId),
  );
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const body: GroupBody = {
      name: v.name.trim(),
      description: v.description.trim() || null,
      users: v.members.map((id) => ({ user: { id: Number(id) } })),
    };
    if (
      !refused(
        form,
        bodyProblems(group ? 'put' : 'post', group ? '/api/admin/groups/{id}' : '/api/admin/groups', body),
        ['name', 'description'],
        setProblems,
      )
    )
      save.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label="Group name" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
      <fieldset className="fieldset">
        <legend>Members</legend>
        {users.isPending && <p className="muted">Loading users…</p>}
        {users.isError && <ErrorMessage error={users.error} />}
        {users.data?.users.map((u) => (
          <label key={u.id} className="check">
            <input type="checkbox" value={String(u.id)} {...form.register('members')} />
            {accountName(u)}
          </label>
        ))}
      </fieldset>
      <FormProblems problems={problems} />
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {group ? 'Save group' : 'Create group'}
        </button>
      </div>
    </form>
  );
}
