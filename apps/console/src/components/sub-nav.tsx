import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

type To = ComponentProps<typeof Link>['to'];

/** An area's sections as links (each one a URL of its own), the current one marked. */
export function SubNav({ label, items }: { label: string; items: ReadonlyArray<{ to: To; text: string; hidden?: boolean }> }) {
  return (
    <nav className="tabs" aria-label={label}>
      {items
        .filter((item) => !item.hidden)
        .map((item) => (
          <Link key={String(item.to)} to={item.to} className="tab" activeProps={{ 'aria-current': 'page' }}>
            {item.text}
          </Link>
        ))}
    </nav>
  );
}
