import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../../api/client';
import { listOf } from '../../../api/list-of';

/** The key the layout's banners (config/banners.tsx) read too: a write here shows at once there. */
export const BANNERS_KEY = ['banners'] as const;
export const BANNER_VARIANTS = ['info', 'warning', 'error', 'success'] as const;
type Variant = (typeof BANNER_VARIANTS)[number];

export interface Banner {
  id: number;
  message: string;
  enabled: boolean;
  variant?: string;
  sticky?: boolean;
  link?: string | null;
  linkText?: string | null;
  dialogTitle?: string | null;
  dialog?: string | null;
}

export const bannersQuery = queryOptions({
  queryKey: [...BANNERS_KEY],
  queryFn: async () => listOf<Banner>(await api('get', '/api/admin/banners'), 'banners'),
  staleTime: 60_000,
});

export type BannerBody = {
  message: string;
  enabled: boolean;
  variant: Variant;
  sticky: boolean;
  link: string | null;
  linkText: string | null;
  dialogTitle: string | null;
  dialog: string | null;
};
export type BannerFormValues = {
  message: string;
  enabled: boolean;
  variant: Variant;
  sticky: boolean;
  link: string;
  linkText: string;
  dialogTitle: string;
  dialog: string;
};

export const createBanner = (body: BannerBody) => apiRecorded('post', '/api/admin/banners', { body });
export const updateBanner = ({ id, body }: { id: number; body: BannerBody }) =>
  apiRecorded('put', '/api/admin/banners/{id}', { path: { id: String(id) }, body });
export const deleteBanner = (id: number) => apiRecorded('delete', '/api/admin/banners/{id}', { path: { id: String(id) } });
export const switchBanner = ({ id, on }: { id: number; on: boolean }) =>
  on
    ? apiRecorded('post', '/api/admin/banners/{id}/on', { path: { id: String(id) } })
    : apiRecorded('post', '/api/admin/banners/{id}/off', { path: { id: String(id) } });

const asVariant = (v: string | undefined): Variant => ((BANNER_VARIANTS as readonly string[]).includes(v ?? '') ? (v as Variant) : 'info');

export function bannerFormValues(banner?: Banner): BannerFormValues {
  return {
    message: banner?.message ?? '',
    enabled: banner?.enabled ?? true,
    variant: asVariant(banner?.variant),
    sticky: banner?.sticky ?? false,
    link: banner?.link ?? '',
    linkText: banner?.linkText ?? '',
    dialogTitle: banner?.dialogTitle ?? '',
    dialog: banner?.dialog ?? '',
  };
}

/** Empty optional texts are sent as null, which clears them (absent would keep an old value). */
export function bannerBody(values: BannerFormValues): BannerBody {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    message: values.message.trim(),
    enabled: values.enabled,
    variant: values.variant,
    sticky: values.sticky,
    link: text(values.link),
    linkText: text(values.linkText),
    dialogTitle: text(values.dialogTitle),
    dialog: text(values.dialog),
  };
}
