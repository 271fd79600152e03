import { useId, type ReactNode } from 'react';
import { Popover } from './popover';

export interface Option {
  value: string;
  label: string;
}

/**
 * A filter that picks several values: a disclosure (<details>, keyboard-operable by the browser)
 * holding labelled checkboxes. The summary says what is chosen, so a closed filter still reads.
 */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  children,
  emptyText = 'Nothing to choose from',
}: {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  children?: ReactNode;
  emptyText?: string;
}) {
  const id = useId();
  const chosen = options.filter((o) => selected.includes(o.value));
  const unknown = selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v }));
  const all = [...options, ...unknown];
  const summary =
    selected.length === 0
      ? 'Any'
      : selected.length <= 2
        ? [...chosen, ...unknown].map((o) => o.label).join(', ')
        : `${selected.length} selected`;
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <Popover
      active={selected.length > 0}
      summary={
        <>
          <span className="filter__label">{label}</span> <span>{summary}</span>
        </>
      }
    >
      <div className="stack stack--tight" role="group" aria-labelledby={`${id}-legend`}>
        <span id={`${id}-legend`} className="visually-hidden">
          {label}
        </span>
        {children}
        {all.length === 0 && <p className="muted">{emptyText}</p>}
        <div className="filter__options">
          {all.map((option) => (
            <label key={option.value} className="check">
              <input type="checkbox" checked={selected.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
              {option.label}
            </label>
          ))}
        </div>
        {selected.length > 0 && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange([])}>
            Clear {label.toLowerCase()}
          </button>
        )}
      </div>
    </Popover>
  );
}
