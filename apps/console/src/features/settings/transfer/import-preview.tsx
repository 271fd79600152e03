import { summarize, type ExportData, type ImportCheck } from './transfer-api';

/** The plan of an import: what the file brings and what the API would refuse or warn about. */
export function ImportPreview({
  data,
  check,
  project,
  environment,
}: {
  data: ExportData;
  check: ImportCheck;
  project: string;
  environment: string;
}) {
  const problems = [...check.errors, ...check.permissions];
  return (
    <div className="card stack stack--tight" aria-label="Import preview" role="region">
      <h3>
        Plan: into {project} / {environment}
      </h3>
      <ul className="list">
        {summarize(data).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Flags: {data.features.map((f) => f.name).join(', ') || <span className="muted">none</span>}</p>
      {problems.length > 0 ? (
        <div className="alert alert--error" role="alert">
          <strong>The import would be refused:</strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {p.message} {p.affectedItems.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="banner banner--success">No problems found: the import can be applied.</p>
      )}
      {check.warnings.length > 0 && (
        <ul>
          {check.warnings.map((w, i) => (
            <li key={i}>
              {w.message} {w.affectedItems.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
