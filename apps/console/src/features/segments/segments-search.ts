/** The segments list's URL state: a name filter and the page. */
export interface SegmentsSearch {
  query?: string;
  page?: number;
}

export function parseSegmentsSearch(raw: Record<string, unknown>): SegmentsSearch {
  const search: SegmentsSearch = {};
  if (typeof raw.query === 'string' && raw.query !== '') search.query = raw.query;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

export const SEGMENTS_PER_PAGE = 20;
