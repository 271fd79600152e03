import { array, dateTime, integer, named, nullable, object, string } from '@pennant/platform';
import { userSummarySchema } from '../../queries/list-users/list-users.response';

const memberSchema = object({ user: userSummarySchema }, { strict: true });

/** Unleash's groupSchema: a group with its members. */
export const groupResponseSchema = named(
  'groupSchema',
  object(
    {
      id: integer({ min: 1 }),
      name: string(),
      description: nullable(string()),
      createdAt: dateTime(),
      userCount: integer({ min: 0 }),
      users: array(memberSchema, { maxItems: 100000 }),
    },
    { strict: true },
  ),
);

/** Unleash's groupsSchema. */
export const groupsResponseSchema = named(
  'groupsSchema',
  object({ groups: array(groupResponseSchema, { maxItems: 100000 }) }, { strict: true }),
);
