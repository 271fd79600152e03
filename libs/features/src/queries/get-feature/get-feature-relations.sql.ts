/** Select-list columns of the flag `f` for tags, dependencies and children (the feature-view tables). */
export const RELATIONS_SQL = `
  coalesce((SELECT json_agg(json_build_object('type', t.tag_type, 'value', t.tag_value) ORDER BY t.tag_type, t.tag_value)
              FROM rm_feature_tags t WHERE t.feature_name = f.name), '[]') AS tags,
  coalesce((SELECT json_agg(json_build_object('feature', d.parent, 'enabled', d.enabled, 'variants', d.variants) ORDER BY d.parent)
              FROM rm_feature_dependencies d WHERE d.child = f.name), '[]') AS dependencies,
  coalesce((SELECT json_agg(d.child ORDER BY d.child) FROM rm_feature_dependencies d WHERE d.parent = f.name), '[]') AS children`;
