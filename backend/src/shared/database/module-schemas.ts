/**
 * The PostgreSQL schemas the modules' tables live in (ADR 0021): one per module that owns data, and
 * `platform` for the event backbone (shared/outbox). `public` keeps the migration table and the
 * extensions (pgcrypto, unaccent, pg_trgm).
 */
export const MODULE_SCHEMAS = [
  'platform',
  'identity',
  'institutions',
  'catalog',
  'requests',
  'swaps',
  'ledger',
  'messaging',
  'notifications',
  'compliance',
  'support',
] as const;

/**
 * Every connection resolves unqualified names through all the schemas, so a module's SQL names its
 * own tables plainly (which schema holds them is the migration's business) and another module's
 * published views qualified. `public` comes first: an unqualified `create table` lands there, where
 * the schema test finds it, not silently in some module's schema.
 */
export const SEARCH_PATH = ['public', ...MODULE_SCHEMAS].join(',');

/**
 * The `pg` connection settings that give a session the search path: sent in the startup packet,
 * so it holds from the first statement and survives `reset all`/`discard all` (it is the session's
 * default, not a `set`). Every `pg.Client`/`pg.Pool` the code opens spreads this in.
 */
export const searchPathConnectionOptions = { options: `-c search_path=${SEARCH_PATH}` } as const;
