import type { Knex } from 'knex';

/** What `storyctl db migrate [latest|down|status]` (and so `npm run migrate`) can do. */
export const MIGRATE_DIRECTIONS = ['latest', 'down', 'status'] as const;
export type MigrateDirection = (typeof MIGRATE_DIRECTIONS)[number];

export type MigrateResult =
  | { direction: 'latest'; applied: string[] }
  | { direction: 'down'; undone: string[] }
  | { direction: 'status'; applied: number; pending: number };

/** Moves the schema one way: up to date, back one batch, or only counts where it stands. */
export async function runMigrations(knex: Knex, direction: MigrateDirection): Promise<MigrateResult> {
  if (direction === 'latest') {
    const [, applied] = (await knex.migrate.latest()) as [number, string[]];
    return { direction, applied };
  }
  if (direction === 'down') {
    const [, undone] = (await knex.migrate.rollback()) as [number, string[]];
    return { direction, undone };
  }
  const [done, pending] = (await knex.migrate.list()) as [unknown[], unknown[]];
  return { direction, applied: done.length, pending: pending.length };
}
