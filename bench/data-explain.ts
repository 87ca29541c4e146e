import type { Database } from '../bff/src/db/database.ts';
import { listStories } from '../bff/src/services/admin-stories.ts';
import { listUsers, listUserStories as listUserStoriesForAdmin } from '../bff/src/services/admin-users.ts';
import type { PageRequest } from '../bff/src/services/paging.ts';
import { listRecentStories } from '../bff/src/services/story-gallery.ts';
import { getStory, getStoryProgress, listUserStories } from '../bff/src/services/story-service.ts';

type Knex = Database['knex'];

// The plan PostgreSQL chooses for each query of the measured reads (EXPLAIN ANALYZE of the SQL the
// services send), and whether it reads a big table whole: a sequential scan of users, stories or
// scenes means a list costs more as the data grows.

interface Captured {
  sql: string;
  bindings: readonly unknown[];
}

/**
 * The reads `work` sends, run in a transaction: there the lean reads (db/lean-read.ts), which
 * skip Knex otherwise, go through it and are seen.
 */
async function queriesOf(db: Knex, work: (db: Knex) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const record = (query: Captured) => captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.on('query', record);
  try {
    await db.transaction((trx) => work(trx));
  } finally {
    db.off('query', record);
  }
  return captured.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
}

async function explain(db: Knex, { sql, bindings }: Captured): Promise<string[]> {
  const text = sql.replace(/\$\d+/g, '?');
  const { rows } = await db.raw(`explain (analyze, costs off) ${text}`, bindings as never);
  return rows.map((row: { 'QUERY PLAN': string; queryPlan?: string }) => row.queryPlan ?? row['QUERY PLAN']);
}

/** The plans of every read the bench measures, one summary line each (and the whole plan of a bad one). */
export async function explainLists(db: Knex, log: (line: string) => void): Promise<void> {
  const page: PageRequest = { limit: 50 };
  const [user] = await db('users').where('username', 'reader7').select('id');
  const deepUsers = await listUsers(db, { limit: 200 });
  const deepStories = await listStories(db, {}, { limit: 200 });
  const [story] = (await listUserStories(db, user.id, { limit: 1 })).items;
  const reads: [string, (db: Knex) => Promise<unknown>][] = [
    ['admin users', (db) => listUsers(db, page)],
    ['admin users after a cursor', (db) => listUsers(db, { limit: 50, cursor: deepUsers.next })],
    ['admin stories', (db) => listStories(db, {}, page)],
    ['admin stories after a cursor', (db) => listStories(db, {}, { limit: 50, cursor: deepStories.next })],
    ['admin stories, failed', (db) => listStories(db, { failed: true }, page)],
    ['admin stories, search "dragon"', (db) => listStories(db, { search: 'dragon' }, page)],
    [
      'admin stories, search "sleepy owl and the castle"',
      (db) => listStories(db, { search: 'sleepy owl and the castle' }, page),
    ],
    ['admin stories, search "123456"', (db) => listStories(db, { search: '123456' }, page)],
    ["admin: one user's stories", (db) => listUserStoriesForAdmin(db, user.id, page)],
    ['My Stories', (db) => listUserStories(db, user.id, page)],
    ['gallery', (db) => listRecentStories(db, 20)],
    ['a story', (db) => getStory(db, story.id)],
    ['its progress', (db) => getStoryProgress(db, story.id)],
  ];
  log('query plans (EXPLAIN ANALYZE):');
  for (const [what, read] of reads) {
    for (const query of await queriesOf(db, read)) {
      const plan = await explain(db, query);
      const whole = plan.filter((line) => /Seq Scan on (users|stories|scenes)\b/.test(line));
      const indexes = [
        ...new Set(
          plan.flatMap((line) =>
            [...line.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map(
              (m) => m[1],
            ),
          ),
        ),
      ];
      const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
      log(
        `  ${what}: ${time}, ${whole.length ? 'READS A TABLE WHOLE' : 'indexed'} (${indexes.join(', ') || 'no index'})`,
      );
      if (whole.length) for (const line of plan) log(`      ${line}`);
    }
  }
}
