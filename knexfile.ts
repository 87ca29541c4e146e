// The Knex configuration lives with the bff that owns the migrations (bff/src/db/knex-config.ts);
// this file only points there, so the dependency runs root -> bff and never back.
export { knexConfig, type PgConnection } from './bff/src/db/knex-config.ts';
