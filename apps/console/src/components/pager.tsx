/** Server paging: where we are, previous/next, and the page size. */
export function Pager({
  offset,
  limit,
  total,
  sizes,
  onOffset,
  onLimit,
}: {
  offset: number;
  limit: number;
  total: number;
  sizes: readonly number[];
  onOffset: (offset: number) => void;
  onLimit: (limit: number) => void;
}) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="pager" aria-label="Pages">
      <span aria-live="polite">
        {first}–{last} of {total.toLocaleString('en')}
      </span>
      <button type="button" className="button button--small" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <button type="button" className="button button--small" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
      <label className="field field--inline">
        <span>Per page</span>
        <select value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
