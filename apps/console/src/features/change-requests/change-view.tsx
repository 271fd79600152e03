import type { ChangeDiff } from './change-diff';

/** One change: what it does, its diff against the current state (or as requested, once closed), its conflict. */
export function ChangeView({
  diff,
  conflict,
  closed,
  by,
  actions,
}: {
  diff: ChangeDiff;
  conflict?: string;
  closed: boolean;
  by?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className={`change${conflict ? ' change--conflict' : ''}`}>
      <div className="change__head">
        <strong>{diff.summary}</strong>
        <span className="muted">
          {by ? `by ${by}` : ''} {actions}
        </span>
      </div>
      {conflict && (
        <p className="alert alert--error" role="alert">
          Conflict: {conflict} Applying the request fails until this change is discarded or made again.
        </p>
      )}
      {diff.rows.length === 0 ? (
        <p className="muted">{closed ? 'Nothing to show.' : 'Same as now: applying it changes nothing.'}</p>
      ) : (
        <table className="diff">
          <caption className="visually-hidden">{closed ? 'As requested' : 'Now, and with this change'}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              {!closed && <th scope="col">Now</th>}
              <th scope="col">{closed ? 'Requested' : 'With this change'}</th>
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">
                  <code>{row.field}</code>
                </th>
                {!closed && (
                  <td className={row.from ? 'diff__from' : undefined}>
                    {row.from ? <del>{row.from}</del> : <span className="muted">—</span>}
                  </td>
                )}
                <td className={row.to ? 'diff__to' : undefined}>
                  {row.to ? <ins>{row.to}</ins> : <span className="muted">{closed ? '—' : 'removed'}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
