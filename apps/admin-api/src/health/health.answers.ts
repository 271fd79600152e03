import { array, boolean, constant, integer, object, oneOf, string, type Infer } from '@pennant/platform';

/** `GET /health` when the service can answer (its 503 carries the embedded database's state). */
export const healthAnswer = object({ health: constant('GOOD') }, { strict: true });
export type HealthAnswer = Infer<typeof healthAnswer>;

/** `GET /ready`: 200 with `ready: true` and nothing lagging (a 503 carries the same shape). */
export const readyAnswer = object(
  {
    ready: boolean(),
    database: oneOf(['up', 'down'] as const),
    lagging: array(object({ name: string(), lagEvents: integer(), status: string() }, { strict: true }), { maxItems: 1000 }),
  },
  { strict: true },
);
export type ReadyAnswer = Infer<typeof readyAnswer>;
