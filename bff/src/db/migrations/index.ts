import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** A migration's file name: the day it was written, a four-digit number, what it does. */
const MIGRATION_FILE = /^(\d{8}_\d{4}_[a-z0-9_]+)\.ts$/;

const folder = dirname(fileURLToPath(import.meta.url));

/**
 * Every migration in this folder, in the order of its name. A new migration is a new file here and
 * nothing else; its name must sort after every shipped one (the date and number see to that).
 */
export function migrationNames(): string[] {
  return readdirSync(folder)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrationNames(),
  getMigrationName: (name) => name,
  getMigration: async (name) =>
    (await import(/* @vite-ignore */ pathToFileURL(join(folder, `${name}.ts`)).href)) as Migration,
};
