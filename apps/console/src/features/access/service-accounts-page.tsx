import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { SelectField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import type { Recorded } from '../../components/write-notice';
import {
  ACCESS_KEY,
  accountName,
  createServiceAccount,
  createServiceAccountToken,
  deleteServiceAccount,
  deleteServiceAccountToken,
  roleName,
  serviceAccountsQuery,
  type RootRole,
  type ServiceAccount,
} from '../../api/access-api';
import { AccessNav } from './access-nav';
import { AccountTokens } from './account-tokens';

/** Accounts for machines (and for action sets to act as): a root role and tokens, no password. */
export function ServiceAccountsPage() {
  const answer = useQuery(serviceAccountsQuery);
  const [recorded, setRecorded] = useRecorded();
  const roles = answer.data?.rootRoles ?? [];
  return (
    <>
      <h1>Access</h1>
      <AccessNav />
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      {answer.isSuccess && <NewServiceAccountForm roles={roles} onRecorded={setRecorded} />}
      {answer.isPending && <Loading label="Loading service accounts" />}
      {answer.isError && <ErrorMessage error={answer.error} title="The service accounts could not be loaded" />}
      {answer.isSuccess && answer.data.serviceAccounts.length === 0 && <EmptyState title="No service accounts yet." />}
      {answer.data?.serviceAccounts.map((a) => (
        <ServiceAccountCard key={a.id} account={a} roles={roles} onRecorded={setRecorded} />
      ))}
    </>
  );
}

function ServiceAccountCard({
  account,
  roles,
  onRecorded,
}: {
  account: ServiceAccount;
  roles: readonly RootRole[];
  onRecorded: (r: Recorded) => void;
}) {
  const name = accountName(account);
  const remove = useWrite(
    () => deleteServiceAccount(account.id),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `Service account ${name} deleted.`, eventId }),
  );
  return (
    <section className="card" aria-label={`Service account ${name}`}>
      <div className="page-header">
        <h2>
          {name}{' '}
          <span className="muted">
            ({account.username}, {roleName(roles, account.rootRole)})
          </span>
        </h2>
        <ConfirmButton
          small
          label="Delete"
          title={`Delete the service account ${name}?`}
          confirmLabel="Delete service account"
          onConfirm={() => remove.mutateAsync(undefined)}
          pending={remove.isPending}
          error={remove.error}
        >
          <p>
            Its tokens stop working at once, and action sets that act as <strong>{name}</strong> can no longer run.
          </p>
        </ConfirmButton>
      </div>
      <AccountTokens
        owner={name}
        tokens={account.tokens}
        create={(body) => createServiceAccountToken(account.id, body)}
        remove={(id) => deleteServiceAccountToken(account.id, id)}
        onRecorded={onRecorded}
      />
    </section>
  );
}

function NewServiceAccountForm({ roles, onRecorded }: { roles: readonly RootRole[]; onRecorded: (r: Recorded) => void }) {
  const form = useForm<{ username: string; name: string; rootRole: string }>({
    defaultValues: { username: '', name: '', rootRole: String(roles.find((r) => r.name === 'Editor')?.id ?? 2) },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(createServiceAccount, [ACCESS_KEY], ({ body: a, eventId }) => {
    form.reset();
    onRecorded({ message: `Service account ${accountName(a)} created: give it a token below.`, eventId });
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const body = { username: v.username.trim(), name: v.name.trim() || null, rootRole: Number(v.rootRole) };
    if (!refused(form, bodyProblems('post', '/api/admin/service-account', body), ['username', 'name'], setProblems)) create.mutate(body);
  });
  return (
    <form className="card inline-form" onSubmit={submit} noValidate aria-label="New service account">
      <TextField label="Username" autoComplete="off" error={errors.username?.message} {...form.register('username')} />
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <SelectField label="Root role" options={roles.map((r) => ({ value: String(r.id), label: r.name }))} {...form.register('rootRole')} />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        New service account
      </button>
      <FormProblems problems={problems} />
      {create.isError && <ErrorMessage error={create.error} />}
    </form>
  );
}
