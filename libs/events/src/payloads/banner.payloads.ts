import type { EventSubject } from './common';

export const BANNER_VARIANTS = ['info', 'warning', 'error', 'success'] as const;
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

/** A banner shown to every user of the admin UI, as stored and logged. */
export interface BannerData {
  id: number;
  message: string;
  enabled: boolean;
  variant: BannerVariant;
  sticky: boolean;
  icon: string | null;
  link: string | null;
  linkText: string | null;
  dialogTitle: string | null;
  dialog: string | null;
  createdAt: string;
}

export interface BannerCreatedPayload extends EventSubject {
  data: BannerData;
}
export interface BannerUpdatedPayload extends EventSubject {
  data: BannerData;
  preData: BannerData;
}
export interface BannerDeletedPayload extends EventSubject {
  preData: BannerData;
}
