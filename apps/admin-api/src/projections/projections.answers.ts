import { anyObject, array, boolean, dateTime, integer, nullable, number, object, record, string } from '@pennant/platform';

/** What the projection operations answer (ADR 0050). A rebuild's progress report is the rebuild runner's own document. */
const rebuildReport = nullable(anyObject('A rebuild in progress, interrupted or finished: its phase, positions and times'));

export const projectionsStatusAnswer = object(
  {
    projections: array(
      object(
        {
          name: string(),
          version: integer(),
          checkpoint: integer({ min: 0 }),
          head: integer({ min: 0 }),
          lagEvents: integer(),
          lagSeconds: number(),
          status: string(),
          error: nullable(string()),
          failedPosition: nullable(integer()),
          updatedAt: dateTime(),
          rebuild: rebuildReport,
          lastRebuild: rebuildReport,
        },
        { strict: true },
      ),
      { maxItems: 1000 },
    ),
  },
  { strict: true },
);

export const rebuildAllAnswer = object({ projections: array(string(), { maxItems: 1000 }), started: boolean() }, { strict: true });
export const rebuildOneAnswer = object({ projection: string(), started: boolean() }, { strict: true });
/** The scratch schema a replay filled, with the SQL to use and drop it. */
export const replayAnswer = object(
  {
    schema: string(),
    /** The last log position the tables reflect. */
    position: integer({ min: 0 }),
    /** Events applied per projection. */
    applied: record(integer({ min: 0 }), { maxKeys: 1000, key: string() }),
    tables: array(string(), { maxItems: 10000 }),
    seconds: number(),
    query: string(),
    drop: string(),
  },
  { strict: true },
);
