import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorMessage } from '../components/error-message';

/** A screen that failed to render says so, with the reason and a way to try again. */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="page">
      <h1>This screen failed</h1>
      <ErrorMessage error={error} />
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
