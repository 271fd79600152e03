import type { Migration } from './migration';

// feature search: the flag row keeps its name, description and tag values lower-cased and joined
// by U+0001 (`search_text`, generated from the columns the projection writes). A query term
// shorter than a trigram cannot use the trigram indexes, so its search reads every flag: three
// ILIKEs per flag, each lower-casing its text again, and the tag values joined again by
// `pennant_tag_text` made such a search (a person typing "12") the slowest of all
// (bench/RESULTS.md, issue 38). Now it is one LIKE per flag on this column. Terms of three
// characters or more keep their trigram indexes on the separate fields (migration 0300: one
// column joining the fields mixes their trigrams, more candidates to recheck). Adding the column
// rewrites the table once.
export const searchTextColumn: Migration = {
  id: '0530-search-text-column',
  sql: `
ALTER TABLE rm_search_features ADD COLUMN IF NOT EXISTS search_text text
  GENERATED ALWAYS AS (lower(name || E'\\x01' || coalesce(description, '') || E'\\x01' || pennant_tag_text(tags))) STORED;
`,
};
