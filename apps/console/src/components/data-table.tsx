import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** One column of a {@link DataTable}: its heading and what a row shows in it. */
export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/**
 * The console's list of items as a table: a header row, one row an item whose first column
 * heads the row (`scope="row"`), and an unlabelled last column of row actions (named for screen
 * readers). With `empty`, no items show that empty state instead of a table without rows.
 */
export function DataTable<T>({
  items,
  rowKey,
  columns,
  actions,
  empty,
}: {
  items: readonly T[];
  rowKey: (item: T) => string | number;
  columns: readonly Column<T>[];
  /** The actions cell of a row (wrap several buttons in {@link RowActions}). */
  actions?: (item: T) => ReactNode;
  empty?: string;
}) {
  if (empty !== undefined && items.length === 0) return <EmptyState title={empty} />;
  const [head, ...rest] = columns;
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>
              <th scope="row">{head.cell(item)}</th>
              {rest.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
              {actions && <td>{actions(item)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's buttons, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="actions">{children}</div>;
}

/** A row's "Edit" button; `label` names what it edits for screen readers (`Edit ${name}`). */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--small" aria-label={label} onClick={onClick}>
      Edit
    </button>
  );
}

/** A value that may be missing: the value, or a muted dash (or `none`). */
export function OrNone({ value, none = '—' }: { value: ReactNode; none?: string }) {
  return value === null || value === undefined || value === '' ? <span className="muted">{none}</span> : <>{value}</>;
}
