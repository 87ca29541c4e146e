import { openDatabase, type Database } from '../bff/src/db/database.ts';
import { hashPassword } from '../bff/src/services/password.ts';

type Knex = Database['knex'];

// The data bench's database: `dreamweaver_bench_data` on the server of DATABASE_URL, made once and
// reused while its seed has the asked-for scale (a full seed takes minutes). Seeded by
// INSERT … SELECT generate_series on the server, so no row crosses the wire.

export const BENCH_DATABASE = 'dreamweaver_bench_data';
export const BENCH_PASSWORD = 'a long bench password 42';
export const ADMIN_NAME = 'benchadmin';

export interface SeedSize {
  users: number;
  stories: number;
  scenesPerStory: number;
}

export const sizeAt = (scale: number): SeedSize => ({
  users: Math.max(10, Math.round(100_000 * scale)),
  stories: Math.max(100, Math.round(1_000_000 * scale)),
  scenesPerStory: 6,
});

/** The bench database's URL on the server of `serverUrl`, created when missing (or when `fresh`). */
export async function benchDatabaseUrl(serverUrl: string, fresh: boolean): Promise<string> {
  const database = await openDatabase({ databaseUrl: serverUrl, dataDir: '', migrate: false });
  const server = database.knex;
  try {
    if (fresh) await server.raw(`drop database if exists ${BENCH_DATABASE} with (force)`);
    const { rows } = await server.raw('select 1 from pg_database where datname = ?', [BENCH_DATABASE]);
    if (rows.length === 0) await server.raw(`create database ${BENCH_DATABASE}`);
  } finally {
    await database.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** The size the database was seeded with, or undefined when it was not (completely). */
export async function seededSize(db: Knex): Promise<SeedSize | undefined> {
  const { rows } = await db.raw("select to_regclass('bench_data_seed') is not null as present");
  if (!rows[0].present) return undefined;
  const seed = await db('bench_data_seed').first();
  return seed ? { users: seed.users, stories: seed.stories, scenesPerStory: seed.scenesPerStory } : undefined;
}

const TITLE_WORDS = {
  first: ['Sleepy', 'Brave', 'Little', 'Curious', 'Gentle', 'Silver', 'Golden', 'Quiet', 'Dancing', 'Wandering'],
  hero: ['Dragon', 'Whale', 'Fox', 'Owl', 'Moon', 'Star', 'Bear', 'Rabbit', 'Otter', 'Lantern', 'Cloud', 'Tiger'],
  place: ['Mill', 'Meadow', 'Harbour', 'Forest', 'Castle', 'Island', 'Garden', 'Mountain', 'River', 'Village'],
};
const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/** SQL for story number `g`: its id, and a title like "The Sleepy Dragon and the Mill 1234". */
const storyIdSql = (g: string) => `substr(md5('story' || ${g}), 1, 22)`;
const titleSql = (g: string) =>
  `'The ' || (${sqlArray(TITLE_WORDS.first)})[1 + ${g} % 10] || ' ' || (${sqlArray(TITLE_WORDS.hero)})[1 + (${g} / 10) % 12]` +
  ` || ' and the ' || (${sqlArray(TITLE_WORDS.place)})[1 + (${g} / 120) % 10] || ' ' || ${g}`;

async function seedUsers(db: Knex, size: SeedSize): Promise<number> {
  const hash = await hashPassword(BENCH_PASSWORD, 12);
  await db('users').insert({ username: ADMIN_NAME, usernameKey: ADMIN_NAME, passwordHash: hash, isAdmin: true });
  await db.raw(
    `insert into users (username, username_key, email, password_hash, created_at)
     select 'reader' || g, 'reader' || g, case when g % 3 = 0 then 'reader' || g || '@example.com' end, ?,
            timestamptz '2025-01-01' + g * interval '1 minute'
     from generate_series(1, ?) g`,
    [hash, size.users],
  );
  const { rows } = await db.raw("select min(id) as first from users where username like 'reader%'");
  return Number(rows[0].first);
}

/** Stories `from`..`to`: ten per user; four at a time share one created_at (ties the cursor must break). */
async function seedStories(db: Knex, size: SeedSize, firstUser: number, from: number, to: number) {
  await db.raw(
    `insert into stories (id, user_id, title, summary, language, audience, story_type, details, generation_status,
                          progress, current_step, is_paid, created_at, gallery_id, shared_at)
     select ${storyIdSql('g')}, ? + g % ?, ${titleSql('g')},
            'A child and a friend follow a silver path through the night.', 'en', 'child', 'classic',
            '{"audience":"child","storyType":"classic","language":"en","recipientDetails":{"name":"Lotte","age":5}}',
            case when g % 997 = 0 then 'failed' else 'completed' end, 100, 5, g % 3 = 0,
            timestamptz '2025-06-01' + (g / 4) * interval '2 seconds',
            case when g % 40 = 0 then substr(md5('gallery' || g), 1, 22) end,
            case when g % 40 = 0 then now() end
     from generate_series(?::int, ?::int) g`,
    [firstUser, size.users, from, to],
  );
  await db.raw(
    `insert into scenes (story_id, scene_number, text, image_key, audio_key)
     select ${storyIdSql('g')}, n,
            'Scene ' || n || '. The moon hung low over the meadow, and the crickets sang a slow song.',
            'stories/' || ${storyIdSql('g')} || '/scene-' || n || '.svg',
            'stories/' || ${storyIdSql('g')} || '/scene-' || n || '.mp3'
     from generate_series(?::int, ?::int) g cross join generate_series(1, ?::int) n`,
    [from, to, size.scenesPerStory],
  );
}

/** Seeds an empty, migrated bench database; prints its progress. */
export async function seed(db: Knex, size: SeedSize, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const firstUser = await seedUsers(db, size);
  log(`  ${size.users.toLocaleString('en')} users in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const batch = 100_000;
  for (let from = 1; from <= size.stories; from += batch) {
    const to = Math.min(size.stories, from + batch - 1);
    await seedStories(db, size, firstUser, from, to);
    log(
      `  stories and scenes ${to.toLocaleString('en')} / ${size.stories.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  // As autovacuum would have left a database that has grown for months: hint bits set, the visibility map written.
  await db.raw('vacuum (analyze)');
  await db.raw('create table bench_data_seed (users int, stories int, scenes_per_story int)');
  await db('bench_data_seed').insert({
    users: size.users,
    stories: size.stories,
    scenes_per_story: size.scenesPerStory,
  });
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
