import { Query } from '@nestjs/cqrs';
import { array, boolean, constant, integer, named, nullable, object, string, type Infer } from '@pennant/platform';

/** Unleash's profileSchema (`features` is always empty there too: deprecated). */
export const profileSchema = named(
  'profileSchema',
  object(
    {
      rootRole: object({ id: integer({ min: 0 }), type: constant('root'), name: string(), description: string() }, { strict: true }),
      projects: array(string(), { maxItems: 100000 }),
      groups: array(object({ id: integer(), name: string(), description: nullable(string()) }, { strict: true }), { maxItems: 100000 }),
      subscriptions: array(string(), { maxItems: 10 }),
      features: array(string(), { maxItems: 0 }),
      canChangePassword: boolean(),
    },
    { strict: true },
  ),
);

export type Profile = Infer<typeof profileSchema>;

export class GetUserProfileQuery extends Query<Profile | null> {
  constructor(readonly userId: number) {
    super();
  }
}
