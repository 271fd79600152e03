/**
 * Flags whose kept search item (rm_search_items, migration 0260) is missing, left over or differs
 * from a fresh rm_search_item(name): none, as long as the feature-search projection keeps them.
 */
export const STALE_SEARCH_ITEMS_SQL = `SELECT coalesce(f.name, i.feature_name) AS name
  FROM rm_search_features f FULL JOIN rm_search_items i ON i.feature_name = f.name
 WHERE f.name IS NULL OR i.item IS NULL OR i.item <> rm_search_item(f.name)
 ORDER BY 1`;
