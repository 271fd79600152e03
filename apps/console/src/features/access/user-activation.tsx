import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY, accountName, deactivateUser, reactivateUser, type User } from '../../api/access-api';

/** "Active" or "Inactive", as the users table shows a user's state (ADR 0046). */
export function UserStatus({ user }: { user: User }) {
  return user.isActive === false ? <span className="status-off">Inactive</span> : <span className="status-on">Active</span>;
}

/**
 * Deactivate (asks first, naming the user) or reactivate one user; a refusal (yourself, the last
 * active Admin) is shown with the API's message.
 */
export function UserActivation({ user, onRecorded }: { user: User; onRecorded: (r: Recorded) => void }) {
  const name = accountName(user);
  const deactivate = useWrite(
    () => deactivateUser(user.id),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `User ${name} deactivated: their sessions ended and they cannot sign in.`, eventId }),
  );
  const reactivate = useWrite(
    () => reactivateUser(user.id),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `User ${name} reactivated: they can sign in again with their password.`, eventId }),
  );
  if (user.isActive === false) {
    return (
      <>
        <button
          type="button"
          className="button button--small"
          disabled={reactivate.isPending}
          onClick={() => reactivate.mutate(undefined)}
          aria-label={`Reactivate ${name}`}
        >
          Reactivate
        </button>
        {reactivate.isError && <ErrorMessage error={reactivate.error} />}
      </>
    );
  }
  return (
    <ConfirmButton
      small
      label="Deactivate"
      title={`Deactivate the user ${name}?`}
      confirmLabel="Deactivate user"
      onConfirm={() => deactivate.mutateAsync(undefined)}
      pending={deactivate.isPending}
      error={deactivate.error}
    >
      <p>
        <strong>{name}</strong> is signed out everywhere and can no longer sign in; their personal access tokens stop working. Reactivating
        them later restores their sign-in (with the same password) and their tokens.
      </p>
    </ConfirmButton>
  );
}
