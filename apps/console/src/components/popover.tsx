import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A disclosure pop-over on <details>: the browser gives it keyboard operation (Enter/Space on the
 * summary); this adds what a pop-over needs — Escape closes it and returns focus to the summary,
 * a click or focus outside closes it.
 */
export function Popover({ summary, active, children }: { summary: ReactNode; active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const outside = (event: Event) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    details.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      details.removeEventListener('keydown', escape);
    };
  }, []);
  return (
    <details className="filter" ref={ref}>
      <summary className={`filter__summary${active ? ' filter__summary--active' : ''}`}>{summary}</summary>
      <div className="filter__panel">{children}</div>
    </details>
  );
}
