import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { WriteNotice } from '../../components/write-notice';
import type { Notice } from './recorded';
import { SettingsFrame } from './settings-frame';

/** Which item a section's dialog edits: a new one, an existing one, or none (closed). */
export type Editing<T> = { item?: T } | null;

/**
 * One settings section: its title and "new" button, what the last write did, the list (with its
 * loading, error and empty states) and the create/edit dialog.
 */
export function Section<T>({
  title,
  newLabel,
  canCreate,
  query,
  empty,
  list,
  dialogTitle,
  form,
  intro,
}: {
  title: string;
  newLabel: string;
  canCreate: boolean;
  query: UseQueryResult<T[]>;
  empty: string;
  list: (items: T[], actions: { edit: (item: T) => void; saved: (notice: Notice) => void }) => ReactNode;
  dialogTitle: (item?: T) => string;
  form: (item: T | undefined, done: (notice: Notice | null) => void) => ReactNode;
  intro?: ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [saved, setSaved] = useState<Notice | null>(null);
  const done = (notice: Notice | null) => {
    setEditing(null);
    if (notice) setSaved(notice);
  };
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <SettingsFrame>
      <section className="stack" aria-labelledby={id}>
        <div className="toolbar">
          <h2 id={id}>{title}</h2>
          {canCreate && (
            <button type="button" className="button button--primary" onClick={() => setEditing({})}>
              {newLabel}
            </button>
          )}
        </div>
        {intro}
        <WriteNotice recorded={saved} onDismiss={() => setSaved(null)} />
        {query.isPending ? (
          <Loading label={`Loading ${title.toLowerCase()}`} />
        ) : query.isError ? (
          <ErrorMessage error={query.error} />
        ) : query.data.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          list(query.data, { edit: (item) => setEditing({ item }), saved: setSaved })
        )}
        <Dialog open={editing !== null} onClose={() => setEditing(null)} title={dialogTitle(editing?.item)} wide>
          {editing !== null && form(editing.item, done)}
        </Dialog>
      </section>
    </SettingsFrame>
  );
}
