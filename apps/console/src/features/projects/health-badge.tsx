/** A health score (share of flags that are not stale) with a word for it, not only a colour. */
export function HealthBadge({ health }: { health: number }) {
  const level = health >= 75 ? 'good' : health >= 50 ? 'fair' : 'poor';
  return (
    <span className={`health health--${level}`}>
      {health}%<span className="visually-hidden"> healthy ({level})</span>
    </span>
  );
}
