import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryBrief, StoryEngine, StoryVariety } from '../../src/generation/engine.ts';
import { runStoryPipeline } from '../../src/generation/pipeline.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';

// A new story every time: each order gets a fresh random seed and the same child's last ten
// stories' plots and titles (within an account the child is the name, case, spaces and Unicode
// composition aside; without an account the browser session), stored with the story so that the
// pipeline, a resumed job and the illustrator all read the same variety. Over HTTP, on a real database.

let app: TestApp;
const logger = createLogger('silent');

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
// These tests order more stories than one address may in an hour.
beforeEach(() => app.db.knex('rate_limits').where('key', 'like', 'stories:addr:%').delete());

/** An engine that remembers the briefs it was given and tells the plot and title it is asked to. */
function recordingEngine(tell: (brief: StoryBrief) => { plot: string; title: string }) {
  const briefs: { call: 'text' | 'picture'; brief: StoryBrief; plot?: string }[] = [];
  const engine: StoryEngine = {
    name: 'recording',
    // A fake in this process: it sees the stored variety as it is (a remote engine gets no titles, name-privacy.ts).
    runsLocally: true,
    async writeStory(brief) {
      briefs.push({ call: 'text', brief });
      const { plot, title } = tell(brief);
      return {
        title,
        summary: 'A recorded story.',
        characterDescription: 'a child in green',
        plot,
        scenes: [1, 2, 3].map((n) => ({ text: `Scene ${n}.`, imagePrompt: `scene ${n}` })),
      };
    },
    async illustrateScene({ brief, story, sceneNumber }, options) {
      options?.signal?.throwIfAborted();
      briefs.push({ call: 'picture', brief, plot: story.plot });
      return {
        contentType: 'image/svg+xml',
        extension: 'svg',
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${sceneNumber}</title></svg>`),
      };
    },
    async narrateScene() {
      return { contentType: 'audio/wav', extension: 'wav', data: Buffer.from('RIFF') };
    },
  };
  return { engine, briefs };
}

function pipelineDeps(engine: StoryEngine, signal?: AbortSignal) {
  return {
    db: app.db.knex,
    engine,
    media: mediaStoreFor(app.db.dataDir),
    logger,
    concurrency: 1,
    retry: { attempts: 1, baseDelayMs: 1 },
    signal,
  };
}

async function order(client: TestClient, name: string, details: Record<string, unknown> = {}): Promise<string> {
  const created = await client.post('/api/stories', quickStoryRequest({}, { name, ...details }));
  expect(created.status).toBe(201);
  return created.body.id;
}

const storedVariety = async (id: string): Promise<StoryVariety> =>
  (await app.db.knex('stories').select('variety').where({ id }).first()).variety;

/** Orders a story and writes it at once with an engine that tells `plot` and `title`. */
async function orderWritten(client: TestClient, name: string, plot: string, title: string): Promise<string> {
  const id = await order(client, name);
  await runStoryPipeline(id, pipelineDeps(recordingEngine(() => ({ plot, title })).engine));
  return id;
}

async function signedIn(username: string): Promise<TestClient> {
  const client = app.client();
  expect((await client.post('/api/auth/register', { username, password: 'moonbeam' })).status).toBe(201);
  return client;
}

describe('a fresh seed for every order', () => {
  it('gives two orders with identical inputs two different random seeds of at least 128 bits', async () => {
    const client = app.client();
    const first = await storedVariety(await order(client, 'Mia'));
    const second = await storedVariety(await order(client, 'Mia'));
    expect(first.seed).not.toBe(second.seed);
    for (const { seed } of [first, second]) expect(Buffer.from(seed, 'base64url').length).toBeGreaterThanOrEqual(16);
    // The seed is kept beside the request, not in it: the form's "start over" gets the answers only.
    const request = await client.get(
      `/api/stories/${(await app.db.knex('stories').orderBy('createdAt', 'desc').first()).id}/request`,
    );
    expect(request.status).toBe(200);
    expect(JSON.stringify(request.body)).not.toContain('seed');
  });
});

describe("the same child's last ten stories", () => {
  it('are told to the next story, newest first; the name counts whatever its case, spaces or Unicode form', async () => {
    const parent = await signedIn('variety-parent');
    const spellings = ['Zoë', 'zoë', '  ZOË ', 'Zoe\u0308', 'zoe\u0308 '];
    const written: { plot: string; title: string }[] = [];
    for (let n = 1; n <= 11; n++) {
      const told = { plot: `plot-${n}`, title: `Zoë's story ${n}` };
      await orderWritten(parent, spellings[n % spellings.length], told.plot, told.title);
      written.push(told);
      // Another child of the same account in between: never counted for Zoë.
      if (n === 4) await orderWritten(parent, 'Ben', 'plot-ben', "Ben's story");
    }
    // The 11th story saw the ten before it.
    const eleventh = await app.db.knex('stories').where({ title: "Zoë's story 11" }).first();
    expect(eleventh.variety.recentPlots).toEqual(
      written
        .slice(0, 10)
        .map((w) => w.plot)
        .reverse(),
    );
    expect(eleventh.variety.recentTitles).toEqual(
      written
        .slice(0, 10)
        .map((w) => w.title)
        .reverse(),
    );

    // The 12th sees the last ten only: the first has dropped out.
    const twelfth = await storedVariety(await order(parent, 'ZOË'));
    expect(twelfth.recentPlots).toEqual(
      written
        .slice(1)
        .map((w) => w.plot)
        .reverse(),
    );
    expect(twelfth.recentTitles).toEqual(
      written
        .slice(1)
        .map((w) => w.title)
        .reverse(),
    );
    expect(twelfth.recentPlots).not.toContain('plot-ben');

    // Ben sees only his own story; a new child no story at all.
    expect(await storedVariety(await order(parent, 'ben'))).toMatchObject({
      recentPlots: ['plot-ben'],
      recentTitles: ["Ben's story"],
    });
    expect(await storedVariety(await order(parent, 'Zoey'))).toMatchObject({ recentPlots: [], recentTitles: [] });

    // Another account's Zoë is another child.
    const otherParent = await signedIn('variety-other-parent');
    expect(await storedVariety(await order(otherParent, 'Zoë'))).toMatchObject({ recentPlots: [], recentTitles: [] });
    // And so is an anonymous Zoë.
    expect(await storedVariety(await order(app.client(), 'Zoë'))).toMatchObject({ recentPlots: [], recentTitles: [] });
  });

  it('a story still waiting for its text takes no place among the ten', async () => {
    const parent = await signedIn('variety-waiting');
    await orderWritten(parent, 'Ida', 'plot-a', 'Ida and the first night');
    await order(parent, 'Ida'); // not written yet: no plot, no title
    expect(await storedVariety(await order(parent, 'Ida'))).toMatchObject({
      recentPlots: ['plot-a'],
      recentTitles: ['Ida and the first night'],
    });
  });
});

describe('anonymous orders', () => {
  it('count for the browser session that made them only, and come along when it signs in', async () => {
    const session = app.client();
    const otherSession = app.client();
    await orderWritten(session, 'Lena', 'plot-s1', 'Lena and the lantern');
    await orderWritten(otherSession, 'Lena', 'plot-o1', 'Lena at the harbour');
    await orderWritten(session, 'Lena', 'plot-s2', 'Lena and the snow owl');

    expect(await storedVariety(await order(session, 'Lena'))).toMatchObject({
      recentPlots: ['plot-s2', 'plot-s1'],
      recentTitles: ['Lena and the snow owl', 'Lena and the lantern'],
    });
    expect(await storedVariety(await order(otherSession, 'Lena'))).toMatchObject({
      recentPlots: ['plot-o1'],
      recentTitles: ['Lena at the harbour'],
    });
    expect(await storedVariety(await order(app.client(), 'Lena'))).toMatchObject({ recentPlots: [], recentTitles: [] });

    // Signed in, the session's stories are offered to the account, and Lena is still the same child.
    expect(
      (await session.post('/api/auth/register', { username: 'variety-lena-parent', password: 'moonbeam' })).status,
    ).toBe(201);
    expect(await storedVariety(await order(session, 'lena'))).toMatchObject({ recentPlots: ['plot-s2', 'plot-s1'] });
  });
});

describe('the pipeline and the stored variety', () => {
  it('gives the engine the stored variety, stores the plot it told, and a resumed job draws from the same seed', async () => {
    const parent = await signedIn('variety-resume');
    await orderWritten(parent, 'Noah', 'plot-earlier', 'Noah and the comet');
    const id = await order(parent, 'Noah');
    const variety = await storedVariety(id);

    // The first worker writes the text, then stops while drawing.
    const stop = new AbortController();
    const first = recordingEngine(() => ({ plot: 'gentle-rescue', title: 'Noah and the little boat' }));
    const drawing = first.engine.illustrateScene.bind(first.engine);
    first.engine.illustrateScene = async (input, options) => {
      stop.abort(new Error('the worker stops'));
      return drawing(input, { ...options, signal: stop.signal });
    };
    await expect(runStoryPipeline(id, pipelineDeps(first.engine, stop.signal))).rejects.toThrow();
    const half = await app.db.knex('stories').where({ id }).first();
    expect(half.plot).toBe('gentle-rescue');
    expect(half.title).toBe('Noah and the little boat');
    expect(half.generationStatus).not.toBe('completed');
    expect(first.briefs[0]).toMatchObject({ call: 'text', brief: { variety } });
    expect(variety.recentPlots).toEqual(['plot-earlier']);

    // The next worker resumes: the same seed and recent stories, and the plot the text was written with.
    const second = recordingEngine(() => {
      throw new Error('the text is already written');
    });
    await runStoryPipeline(id, pipelineDeps(second.engine));
    expect((await app.db.knex('stories').where({ id }).first()).generationStatus).toBe('completed');
    expect(second.briefs.map((b) => b.call)).toEqual(['picture', 'picture', 'picture']);
    for (const b of second.briefs) {
      expect(b.brief.variety).toEqual(variety);
      expect(b.plot).toBe('gentle-rescue');
    }
  });

  it('a story ordered before variety was kept draws from its own id, the same on every run', async () => {
    const id = await order(app.client(), 'Ada');
    await app.db.knex('stories').where({ id }).update({ variety: null });
    const engine = recordingEngine(() => ({ plot: 'riddle', title: 'Ada and the riddle' }));
    await runStoryPipeline(id, pipelineDeps(engine.engine));
    expect(engine.briefs.length).toBe(4);
    for (const b of engine.briefs) expect(b.brief.variety).toEqual({ seed: id, recentPlots: [], recentTitles: [] });
    expect((await app.db.knex('stories').where({ id }).first()).plot).toBe('riddle');
  });

  it('an engine that tells no plot leaves it empty', async () => {
    const id = await order(app.client(), 'Ada');
    const engine = recordingEngine(() => ({ plot: '', title: 'Ada sleeps' }));
    await runStoryPipeline(id, pipelineDeps(engine.engine));
    expect((await app.db.knex('stories').where({ id }).first()).plot).toBeNull();
  });
});
