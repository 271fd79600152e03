import { array, boolean, named, nullable, object, optional, record, string, type Infer } from '@pennant/platform';

/** Body of POST /api/admin/addons and PUT /api/admin/addons/{id} (Unleash's addonCreateUpdateSchema). */
export const addonSchema = named(
  'addonCreateUpdateSchema',
  object({
    provider: string({ minLength: 1, maxLength: 100 }),
    description: optional(nullable(string({ maxLength: 1000 }))),
    enabled: boolean(),
    parameters: record(string({ maxLength: 10000 }), { maxKeys: 20, key: string({ minLength: 1, maxLength: 100 }) }),
    events: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 500 }),
    projects: optional(array(string({ minLength: 1, maxLength: 100 }), { maxItems: 500 })),
    environments: optional(array(string({ minLength: 1, maxLength: 100 }), { maxItems: 500 })),
  }),
);

export type AddonBody = Infer<typeof addonSchema>;
