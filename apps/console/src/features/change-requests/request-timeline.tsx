import { formatDateTime } from '../../components/format';
import type { ChangeRequest } from '../../lib/change-request-model';

interface Entry {
  at: string;
  text: string;
  comment?: string;
}

/** Who did what to the request, oldest first: creation, approvals, rejections, comments. */
export function RequestTimeline({ request }: { request: ChangeRequest }) {
  const entries: Entry[] = [{ at: request.createdAt, text: `${request.createdBy.username ?? 'Someone'} created the request` }];
  for (const a of request.approvals ?? []) entries.push({ at: a.createdAt, text: `${a.createdBy.username ?? 'Someone'} approved` });
  for (const r of request.rejections ?? []) entries.push({ at: r.createdAt, text: `${r.createdBy.username ?? 'Someone'} rejected` });
  for (const c of request.comments ?? []) {
    // A comment comes with an approval or rejection at the same moment: show it there.
    const same = entries.find(
      (e) => e.at === c.createdAt && e.text.startsWith(c.createdBy.username ?? '') && e.comment === undefined && e !== entries[0],
    );
    if (same) same.comment = c.text;
    else entries.push({ at: c.createdAt, text: `${c.createdBy.username ?? 'Someone'} commented`, comment: c.text });
  }
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Reviews and comments</h2>
      <p className="muted">
        {(request.approvals ?? []).length} of {request.minApprovals ?? 1} required approval{(request.minApprovals ?? 1) === 1 ? '' : 's'}
        {request.state === 'In review' ? '; editing the request withdraws them.' : '.'}
      </p>
      <ol className="timeline">
        {entries.map((e, i) => (
          <li key={i}>
            <span className="muted">{formatDateTime(e.at)}</span> {e.text}
            {e.comment && <blockquote>{e.comment}</blockquote>}
          </li>
        ))}
      </ol>
    </section>
  );
}
