import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** A link into the history that stays inside the console (a plain link when opened in a new tab). */
export function HistoryLink({ href, children }: { href: string; children: React.ReactNode }) {
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} onClick={open}>
      {children}
    </a>
  );
}
