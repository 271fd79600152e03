import { array, boolean, constant, named, object, optional, string, type Infer } from '@pennant/platform';

/** A variant's payload as the SDK's evaluation gives it (frontend API and playground). */
export const sdkVariantPayloadAnswer = named('sdkVariantPayloadSchema', object({ type: string(), value: string() }, { strict: true }));

/** One flag as the frontend API answers it: enabled flags only, with the variant for the context. */
const frontendToggleAnswer = object(
  {
    name: string(),
    enabled: constant(true),
    /** Unleash sends the flag's state under both spellings (`featureEnabled` since its frontend SDKs 3.x). */
    variant: object(
      {
        name: string(),
        enabled: boolean(),
        feature_enabled: boolean(),
        featureEnabled: boolean(),
        payload: optional(sdkVariantPayloadAnswer),
      },
      { strict: true },
    ),
    impressionData: boolean(),
  },
  { strict: true },
);
export type FrontendToggle = Infer<typeof frontendToggleAnswer>;

/** Unleash's frontendApiFeaturesSchema `{toggles}` (ADR 0050: the OpenAPI document shows it). */
export const frontendFeaturesAnswer = named(
  'frontendApiFeaturesSchema',
  object({ toggles: array(frontendToggleAnswer, { maxItems: 100000 }) }, { strict: true }),
);
export type FrontendFeaturesAnswer = Infer<typeof frontendFeaturesAnswer>;
