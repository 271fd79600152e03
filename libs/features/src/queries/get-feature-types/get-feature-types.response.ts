import type { FeatureTypeData, FlagType } from '@pennant/events';
import { array, constant, integer, named, nullable, object, oneOf, string, type Infer, type Schema } from '@pennant/platform';

const FLAG_TYPES = ['experiment', 'kill-switch', 'release', 'operational', 'permission'] as const satisfies readonly FlagType[];

/** Unleash's featureTypeSchema (ADR 0050: the OpenAPI document shows it; the routes return its type). */
export const featureTypeAnswer: Schema<FeatureTypeData> = named(
  'featureTypeSchema',
  object({ id: oneOf(FLAG_TYPES), name: string(), description: string(), lifetimeDays: nullable(integer({ min: 0 })) }, { strict: true }),
);

/** `{version: 1, types}` (Unleash's featureTypesSchema). */
export const featureTypesAnswer = named(
  'featureTypesSchema',
  object({ version: constant(1), types: array(featureTypeAnswer, { maxItems: 1000 }) }, { strict: true }),
);
export type FeatureTypesAnswer = Infer<typeof featureTypesAnswer>;
