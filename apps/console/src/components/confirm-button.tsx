import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { ErrorMessage } from './error-message';

/** A destructive action that asks first, naming what it acts on, and shows the API's refusal. */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending,
  error,
  danger = true,
  small = false,
}: {
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  small?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`button${danger ? ' button--danger' : ''}${small ? ' button--small' : ''}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title}>
        <div className="stack">
          {children}
          {error ? <ErrorMessage error={error} /> : null}
          <div className="actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={`button button--solid ${danger ? 'button--danger' : 'button--primary'}`}
              disabled={pending}
              onClick={() =>
                void onConfirm().then(
                  () => setOpen(false),
                  () => undefined,
                )
              }
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
