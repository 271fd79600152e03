import { BANNER_VARIANTS } from '@pennant/events';
import { array, boolean, dateTime, integer, named, nullable, object, oneOf, string, type Infer } from '@pennant/platform';

const text = nullable(string());

/** Unleash's bannerSchema: a banner as the admin UI shows it. */
export const bannerResponseSchema = named(
  'bannerSchema',
  object(
    {
      id: integer({ min: 1 }),
      message: string(),
      enabled: boolean(),
      variant: oneOf(BANNER_VARIANTS),
      sticky: boolean(),
      icon: text,
      link: text,
      linkText: text,
      dialogTitle: text,
      dialog: text,
      createdAt: dateTime(),
    },
    { strict: true },
  ),
);

export type BannerResponse = Infer<typeof bannerResponseSchema>;

/** Unleash's bannersSchema. */
export const bannersResponseSchema = named('bannersSchema', object({ banners: array(bannerResponseSchema) }, { strict: true }));
