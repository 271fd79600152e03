import { constant, named, object, string, union, type Infer } from '@pennant/platform';

/** Unleash's onboardingStatusSchema: how far a project got with its first flag and SDK. */
export const onboardingStatusSchema = named(
  'onboardingStatusSchema',
  union([
    object({ status: constant('onboarding-started') }, { strict: true }),
    object({ status: constant('onboarded') }, { strict: true }),
    object({ status: constant('first-flag-created'), feature: string() }, { strict: true }),
  ]),
);

export type OnboardingStatus = Infer<typeof onboardingStatusSchema>;

/**
 * The two columns onboarding is read from, for the project named by `project` (a column or a
 * bind placeholder, never a value): `onboarded` — an SDK reported one of its flags (archived ones too) or registered
 * with a token of it — and `first_flag`, its oldest active flag (Unleash's onboarding read model).
 */
export const onboardingColumns = (project: 'p.id' | `$${number}`) => `
  (EXISTS (SELECT 1 FROM rm_features ob JOIN client_last_seen s ON s.feature_name = ob.name WHERE ob.project = ${project})
   OR EXISTS (SELECT 1 FROM client_application_usage u WHERE u.project = ${project})) AS onboarded,
  (SELECT ff.name FROM rm_features ff WHERE ff.project = ${project} AND ff.archived_at IS NULL ORDER BY ff.created_at, ff.name LIMIT 1) AS first_flag`;

export function onboardingStatusOf(onboarded: boolean, firstFlag: string | null): OnboardingStatus {
  if (onboarded) return { status: 'onboarded' };
  return firstFlag !== null ? { status: 'first-flag-created', feature: firstFlag } : { status: 'onboarding-started' };
}
