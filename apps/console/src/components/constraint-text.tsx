import { OPERATOR_LABELS, type Constraint } from './constraints';

/** A constraint as words: `field` [NOT] operator `values` (ignoring case). */
export function ConstraintText({ constraint: c }: { constraint: Constraint }) {
  return (
    <>
      <code>{c.contextName}</code> {c.inverted ? 'NOT ' : ''}
      {OPERATOR_LABELS[c.operator] ?? c.operator} <code>{c.values?.length ? c.values.join(', ') : c.value}</code>
      {c.caseInsensitive && <span className="muted"> (ignoring case)</span>}
    </>
  );
}
