import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const SECTIONS = [
  { to: '/settings/environments', text: 'Environments' },
  { to: '/settings/context', text: 'Context fields' },
  { to: '/settings/strategies', text: 'Strategies' },
  { to: '/settings/flag-types', text: 'Flag types' },
  { to: '/settings/tag-types', text: 'Tag types' },
  { to: '/settings/tags', text: 'Tags' },
  { to: '/settings/banners', text: 'Banners' },
  { to: '/settings/export-import', text: 'Export & import' },
  { to: '/settings/addons', text: 'Addons' },
  { to: '/settings/frontend', text: 'Frontend API' },
  { to: '/settings/applications', text: 'Applications' },
] as const;

/** The settings area's frame: its sections as tabs (each a link of its own) above the section. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="stack">
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <nav className="tabs" aria-label="Settings sections">
        {SECTIONS.map((s) => (
          <Link key={s.to} to={s.to} className="tab" activeProps={{ 'aria-current': 'page' }}>
            {s.text}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
