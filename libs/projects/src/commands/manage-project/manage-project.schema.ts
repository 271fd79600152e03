import { array, named, nullable, object, oneOf, optional, string } from '@pennant/platform';

const PROJECT_ID = /^[A-Za-z0-9][A-Za-z0-9\-_.~]*$/;
const ENV_NAME = /^[A-Za-z0-9][A-Za-z0-9\-_.~]*$/;

export const projectIdSchema = string({
  minLength: 1,
  maxLength: 100,
  pattern: PROJECT_ID,
  patternHint: 'must be URL-friendly (letters, digits, "-", "_", ".", "~")',
});
export const environmentNameSchema = string({ minLength: 1, maxLength: 100, pattern: ENV_NAME, patternHint: 'must be URL-friendly' });

export const createProjectSchema = named(
  'createProjectSchema',
  object({
    id: optional(projectIdSchema),
    name: string({ minLength: 1, maxLength: 100 }),
    description: optional(nullable(string({ maxLength: 1000 }))),
    mode: optional(oneOf(['open', 'protected', 'private'] as const)),
    defaultStickiness: optional(string({ minLength: 1, maxLength: 100 })),
    environments: optional(array(environmentNameSchema, { maxItems: 100 })),
  }),
);

export const updateProjectSchema = named(
  'updateProjectSchema',
  object({
    name: optional(string({ minLength: 1, maxLength: 100 })),
    description: optional(nullable(string({ maxLength: 1000 }))),
    mode: optional(oneOf(['open', 'protected', 'private'] as const)),
    defaultStickiness: optional(string({ minLength: 1, maxLength: 100 })),
  }),
);

export const addEnvironmentSchema = named('projectEnvironmentSchema', object({ environment: environmentNameSchema }));

/** Unleash derives a missing id from the name. */
export function idFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 100);
  return slug || 'project';
}
