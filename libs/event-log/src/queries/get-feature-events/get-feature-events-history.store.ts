import { Readable } from 'node:stream';
import { logger } from '@pennant/platform';
import { EVENT_BODY_COLUMNS, eventJson, type EventBodyRow } from '../event-row.response';

/** Runs one statement and answers its rows (the handler's DataSource; a recording one in tests). */
export interface EventRowReader {
  query(text: string, values: unknown[]): Promise<unknown[]>;
}

/** Rows read per statement: the most of one flag's history held in memory at once (ADR 0061). */
export const FEATURE_HISTORY_BATCH = 500;

const FIRST_PAGE = `SELECT ${EVENT_BODY_COLUMNS} FROM rm_event_log WHERE feature_name = $1 ORDER BY id DESC LIMIT $2`;
// Keyset: the next page starts below the last id read (index rm_event_log_feature: feature_name, id DESC).
const NEXT_PAGE = `SELECT ${EVENT_BODY_COLUMNS} FROM rm_event_log WHERE feature_name = $1 AND id < $2 ORDER BY id DESC LIMIT $3`;

const render = (rows: readonly EventBodyRow[]): string => rows.map(eventJson).join(',');

/**
 * One flag's history as the JSON text of the spec's answer (`{version, toggleName, events,
 * totalEvents}`, events newest first), byte for byte what serialising the whole answer gives.
 * A history that fits in one page of `batchSize` events is answered whole; a longer one as a
 * stream that reads the next page only when the previous one has been taken by the client (a
 * `Readable` whose buffer holds less than a page), so a flag with 100,000 events never needs
 * memory for more than about two pages. The pages are consecutive statements, each on its own
 * snapshot: events are only ever added, with ids above every existing one, so the pages below the
 * first page's ids are the same in every snapshot and the answer is the history as of the first
 * page. The first page is read before anything is sent: a failing database still gets the usual
 * error answer; a failure after it cuts the stream (the client sees an incomplete answer, not a
 * shorter history).
 */
export async function featureHistory(
  reader: EventRowReader,
  featureName: string,
  batchSize = FEATURE_HISTORY_BATCH,
): Promise<string | Readable> {
  const first = (await reader.query(FIRST_PAGE, [featureName, batchSize])) as EventBodyRow[];
  const head = `{"version":1,"toggleName":${JSON.stringify(featureName)},"events":[`;
  if (first.length < batchSize) return `${head}${render(first)}],"totalEvents":${first.length}}`;
  // A buffer of one byte: the next page is read only once the one before has gone to the socket.
  const stream = Readable.from(pages(reader, featureName, batchSize, head, first), { objectMode: false, highWaterMark: 1 });
  stream.on('error', (error: Error & { code?: string }) => {
    // A client that goes away aborts the stream: nothing failed.
    if (error.code !== 'ABORT_ERR') logger.warn('feature history stream failed', { featureName, error: error.message });
  });
  return stream;
}

async function* pages(
  reader: EventRowReader,
  featureName: string,
  batchSize: number,
  head: string,
  first: EventBodyRow[],
): AsyncGenerator<string> {
  let count = first.length;
  let last = first[first.length - 1].id;
  yield `${head}${render(first)}`;
  for (;;) {
    const rows = (await reader.query(NEXT_PAGE, [featureName, last, batchSize])) as EventBodyRow[];
    if (rows.length > 0) {
      count += rows.length;
      last = rows[rows.length - 1].id;
      yield `,${render(rows)}`;
    }
    if (rows.length < batchSize) break;
  }
  yield `],"totalEvents":${count}}`;
}
