import { array, integer, named, object, string, type Infer } from '@pennant/platform';

/** Body of `POST .../strategies/set-sort-order` (Unleash's setStrategySortOrderSchema). */
export const setStrategySortOrderSchema = named(
  'setStrategySortOrderSchema',
  array(object({ id: string({ minLength: 1, maxLength: 100 }), sortOrder: integer({ min: -2147483648, max: 2147483647 }) }), {
    maxItems: 100,
  }),
);

export type SetStrategySortOrderBody = Infer<typeof setStrategySortOrderSchema>;
