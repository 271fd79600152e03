import { BarChart } from '../../../../components/bar-chart';
import { summarize, periodLabel, type MetricsFilter, type MetricsRow } from './metrics-model';

const n = (value: number) => value.toLocaleString();
const time = (iso: string, withDay: boolean) =>
  new Date(iso).toLocaleString(
    undefined,
    withDay ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } : { hour: 'numeric', minute: '2-digit' },
  );

/** Totals, the hourly chart with its table, the applications and the variants of the kept rows. */
export function MetricsView({ rows, filter, hours }: { rows: readonly MetricsRow[]; filter: MetricsFilter; hours: number }) {
  const s = summarize(rows, filter, hours, new Date());
  const exposures = s.yes + s.no;
  const bars = s.hours.map((h) => ({ key: h.hour, label: time(h.hour, false), yes: h.yes, no: h.no }));
  const summary = `Exposures per hour in the ${periodLabel(hours)}: ${n(exposures)} in total, ${n(s.yes)} yes and ${n(s.no)} no.`;
  return (
    <>
      <dl className="stats" aria-label="Totals">
        <div>
          <dt>Exposures</dt>
          <dd>{n(exposures)}</dd>
        </div>
        <div>
          <dt>Yes</dt>
          <dd>{n(s.yes)}</dd>
        </div>
        <div>
          <dt>No</dt>
          <dd>{n(s.no)}</dd>
        </div>
        <div>
          <dt>% yes</dt>
          <dd>{s.yesPercent === null ? '–' : `${s.yesPercent} %`}</dd>
        </div>
      </dl>
      <h3>Exposures per hour</h3>
      <BarChart bars={bars} summary={summary} />
      <p className="legend" aria-hidden="true">
        <span>
          <span className="legend__swatch legend__swatch--yes" />
          yes
        </span>
        <span>
          <span className="legend__swatch legend__swatch--no" />
          no
        </span>
      </p>
      <details className="metrics-details">
        <summary>Show as table</summary>
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Exposures per hour</caption>
            <thead>
              <tr>
                <th scope="col">Hour</th>
                <th scope="col" className="num">
                  Yes
                </th>
                <th scope="col" className="num">
                  No
                </th>
              </tr>
            </thead>
            <tbody>
              {[...s.hours].reverse().map((h) => (
                <tr key={h.hour}>
                  <th scope="row">{time(h.hour, true)}</th>
                  <td className="num">{n(h.yes)}</td>
                  <td className="num">{n(h.no)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <div className="grid-2">
        <div>
          <h3>Applications</h3>
          <ul className="list" aria-label="Applications that saw the flag">
            {s.applications.map((a) => (
              <li key={a.appName}>
                {a.appName} <span className="muted">({n(a.exposures)} exposures)</span>
              </li>
            ))}
          </ul>
        </div>
        {s.variants.length > 0 && (
          <div>
            <h3>Variants</h3>
            <ul className="list" aria-label="Variant counts">
              {s.variants.map((v) => (
                <li key={v.name}>
                  {v.name}: {n(v.count)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
