export const PG_POOL = Symbol('PgPool');
export const PENNANT_CONFIG = Symbol('PennantConfig');
