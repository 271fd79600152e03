import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: focus moves in and is kept inside, Escape
 * closes, the page behind is inert, and focus returns to the opener when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`dialog${wide ? ' dialog--wide' : ''}`} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="button button--ghost" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="dialog__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
