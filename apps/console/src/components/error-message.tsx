import { ApiError, errorMessage } from '../api/api-error';

/** Every failure is shown with the API's own message (and its field details), never swallowed. */
export function ErrorMessage({ error, title }: { error: unknown; title?: string }) {
  const details = error instanceof ApiError ? error.details.filter((d) => d.message && d.message !== error.message) : [];
  return (
    <div className="alert alert--error" role="alert">
      {title && <strong>{title}: </strong>}
      {errorMessage(error)}
      {details.length > 0 && (
        <ul>
          {details.map((d, i) => (
            <li key={i}>{d.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
