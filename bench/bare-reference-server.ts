import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import pg from 'pg';
import { toStoryJson, type SceneRowForJson, type StoryRow } from '../bff/src/services/story-json.ts';

// The bare reference of `npm run bench:api`: Koa + @koa/router + pg and nothing else (no logging,
// sessions, guards or ORM), doing what the bff does for a stranger's `GET /api/stories/:id` of a
// completed story: the same two queries, the same paywall redaction (the bff's own pure
// `toStoryJson`), the same JSON. Started by the bench with BARE_PG (a connection string, or the
// embedded database's socket directory) and BARE_POOL (the bff's pool size on that database);
// prints its port on stdout.

const target = process.env.BARE_PG!;
const pool = new pg.Pool({
  ...(target.startsWith('postgres')
    ? { connectionString: target }
    : { host: target, port: 5432, user: 'postgres', database: 'postgres' }),
  max: Number(process.env.BARE_POOL ?? 10),
});

const app = new Koa();
const router = new Router({ prefix: '/api/stories' });
router.get('/:id', async (ctx) => {
  const { rows } = await pool.query(
    'select id, title, summary, is_paid, created_at, generation_status, language, user_id, gallery_id from stories where id = $1',
    [ctx.params.id],
  );
  const row = rows[0];
  if (!row) {
    ctx.status = 404;
    ctx.body = { error: 'not found' };
    return;
  }
  const story: StoryRow = {
    id: row.id,
    title: row.title,
    summary: row.summary,
    isPaid: row.is_paid,
    createdAt: row.created_at,
    generationStatus: row.generation_status,
    language: row.language,
  };
  const scenes = await pool.query(
    'select story_id, scene_number, text, image_key, audio_key from scenes where story_id = $1 order by scene_number',
    [ctx.params.id],
  );
  const sceneRows: SceneRowForJson[] = scenes.rows.map((s) => ({
    sceneNumber: s.scene_number,
    text: s.text,
    imageKey: s.image_key,
    audioKey: s.audio_key,
  }));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = toStoryJson(story, sceneRows);
});
app.use(router.routes());

const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
