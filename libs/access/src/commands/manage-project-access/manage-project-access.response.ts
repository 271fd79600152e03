import { array, integer, named, nullable, object, oneOf, string } from '@pennant/platform';

const id = integer({ min: 1 });

/** Unleash's projectAccessSchema answer: the project roles there are, and the users and groups holding them (`roleId`: the first). */
export const projectAccessResponseSchema = named(
  'projectAccessSchema',
  object(
    {
      roles: array(
        object({ id, name: string(), description: string(), type: oneOf(['root', 'project', 'custom'] as const) }, { strict: true }),
      ),
      users: array(
        object(
          { id, name: nullable(string()), email: nullable(string()), username: nullable(string()), roles: array(id), roleId: id },
          { strict: true },
        ),
        { maxItems: 100000 },
      ),
      groups: array(
        object(
          { id, name: string(), roles: array(id), roleId: id, users: array(object({ id }, { strict: true }), { maxItems: 100000 }) },
          { strict: true },
        ),
        { maxItems: 100000 },
      ),
    },
    { strict: true },
  ),
);
