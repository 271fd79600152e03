import { integer, named, object, string } from '@pennant/kernel';

/** Who created something, as Unleash lists them (event creators, flag creators): one shape, one component. */
export const creatorSchema = named('creatorSchema', object({ id: integer(), name: string() }, { strict: true }));
