import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        Nothing here. Go to the <Link to="/">dashboard</Link> or the{' '}
        <Link to="/flags" search={{}}>
          flags
        </Link>
        .
      </p>
    </main>
  );
}
