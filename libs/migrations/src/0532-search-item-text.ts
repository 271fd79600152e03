import type { Migration } from './migration';

// feature search: each kept item also as the text a search sends (`item_text`, generated from
// `item`) and whether it lacks its creator's avatar (`no_avatar`). A search used to turn every
// item of its page from jsonb into text (`item::text`) and dig into it for the avatar, per
// request: for a page of 100 flags that was more of the statement's time than finding them
// (bench/RESULTS.md, issue 38). Now the page's items are copied out as they are. The text is
// jsonb's own (what `item::text` gave, so the answer does not change); writers keep writing `item`
// only (the column patches of the PUT path, the item refresh), and PostgreSQL recomputes both.
export const searchItemText: Migration = {
  id: '0532-search-item-text',
  sql: `
ALTER TABLE rm_search_items
  ADD COLUMN IF NOT EXISTS item_text text GENERATED ALWAYS AS (item::text) STORED,
  ADD COLUMN IF NOT EXISTS no_avatar boolean GENERATED ALWAYS AS ((item #>> '{createdBy,imageUrl}') IS NULL) STORED;
`,
};
