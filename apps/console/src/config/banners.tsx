import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useUiConfig } from './ui-config';

interface Banner {
  id: number;
  message: string;
  enabled: boolean;
  variant?: 'info' | 'warning' | 'error' | 'success' | string;
  link?: string | null;
  linkText?: string | null;
}

function isBannerList(value: unknown): value is { banners: Banner[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { banners?: unknown }).banners);
}

/** The instance's enabled banners and, when ui-config says so, the maintenance-mode notice. */
export function Banners() {
  const config = useUiConfig();
  const banners = useQuery({
    queryKey: ['banners'],
    queryFn: async () => {
      const answer = await api('get', '/api/admin/banners');
      return isBannerList(answer) ? answer.banners : Array.isArray(answer) ? (answer as Banner[]) : [];
    },
    staleTime: 60_000,
  });
  const shown = (banners.data ?? []).filter((b) => b.enabled);
  return (
    <>
      {config.data?.maintenanceMode && (
        <div className="banner banner--warning" role="status">
          Maintenance mode: changes are refused until an administrator turns it off.
        </div>
      )}
      {shown.map((banner) => (
        <div key={banner.id} className={`banner banner--${banner.variant ?? 'info'}`} role="status">
          {banner.message}
          {banner.link && (
            <>
              {' '}
              <a href={banner.link}>{banner.linkText || banner.link}</a>
            </>
          )}
        </div>
      ))}
    </>
  );
}
