import type { Migration } from './migration';

// feature search: favourites kept by the caller's actor key (kind:id:name, `actorKey`), as the
// personal dashboard keeps them, instead of the event's user id: admin API tokens (all user id
// -42, searched with no id at all) favourited flags that search and the flag page never showed.
// Filled from the favourites read model, which holds the same facts by the same key.
export const searchFavoritesByActor: Migration = {
  id: '0360-search-favorites-by-actor',
  sql: `
DROP TABLE IF EXISTS rm_search_favorites;
CREATE TABLE rm_search_favorites (
  user_key      text NOT NULL,
  feature_name  text NOT NULL,
  PRIMARY KEY (user_key, feature_name)
);
INSERT INTO rm_search_favorites (user_key, feature_name) SELECT user_key, feature FROM rm_favorite_features ON CONFLICT DO NOTHING;
`,
};
