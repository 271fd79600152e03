import type { Migration } from './migration';

// Tag type colors (issue 27 §6, Unleash 7+): a `#RRGGBB` per tag type, shown with the tags of a
// flag. Types recorded before colors existed are white, as Unleash's own migration made them
// (the tags projection does the same on a rebuild).
export const tagTypeColors: Migration = {
  id: '0382-tag-type-colors',
  sql: `
ALTER TABLE rm_tag_types ADD COLUMN IF NOT EXISTS color text;
UPDATE rm_tag_types SET color = '#FFFFFF' WHERE color IS NULL;
`,
};
