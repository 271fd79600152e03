import { array, boolean, dateTime, integer, named, nullable, object, oneOf, record, string, type Infer } from '@pennant/platform';

const names = array(string());

/** Unleash's addonSchema: the configuration as given (sensitive parameters masked as `*****`), with its id and creation time. */
export const addonResponseSchema = named(
  'addonSchema',
  object(
    {
      id: integer({ min: 1 }),
      createdAt: dateTime(),
      provider: string(),
      description: nullable(string()),
      enabled: boolean(),
      parameters: record(string(), { maxKeys: 20, key: string() }),
      events: names,
      projects: names,
      environments: names,
    },
    { strict: true },
  ),
);

export type AddonResponse = Infer<typeof addonResponseSchema>;

const addonParameterSchema = object(
  {
    name: string(),
    displayName: string(),
    type: oneOf(['url', 'text', 'textfield', 'list'] as const),
    required: boolean(),
    sensitive: boolean(),
  },
  { strict: true },
);

/** Unleash's addonTypeSchema: an integration one can configure, its parameters and the events it can receive. */
export const addonProviderSchema = named(
  'addonTypeSchema',
  object(
    {
      name: string(),
      displayName: string(),
      description: string(),
      documentationUrl: string(),
      parameters: array(addonParameterSchema),
      events: names,
    },
    { strict: true },
  ),
);

/** Unleash's addonsSchema. */
export const addonsResponseSchema = named(
  'addonsSchema',
  object({ addons: array(addonResponseSchema), providers: array(addonProviderSchema) }, { strict: true }),
);
