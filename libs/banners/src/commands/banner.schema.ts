import { BANNER_VARIANTS } from '@pennant/events';
import { boolean, named, nullable, object, oneOf, optional, string, type Infer } from '@pennant/platform';

const text = (maxLength: number) => optional(nullable(string({ maxLength })));

/** Body of POST /api/admin/banners and PUT /api/admin/banners/{id} (Unleash's createBannerSchema). */
export const bannerSchema = named(
  'createBannerSchema',
  object({
    message: string({ minLength: 1, maxLength: 2000 }),
    enabled: optional(boolean()),
    variant: optional(oneOf(BANNER_VARIANTS)),
    sticky: optional(boolean()),
    icon: text(100),
    link: text(1000),
    linkText: text(200),
    dialogTitle: text(200),
    dialog: text(10000),
  }),
);

export type BannerBody = Infer<typeof bannerSchema>;
