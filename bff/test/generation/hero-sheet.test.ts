import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryPlan } from '@dreamweaver/contracts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { startGenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { formFields, formFiles, formParts } from './fake-openai-uploads.ts';
import { defaultDraft, PNG_BYTES, startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { orderOf, planFor } from './plan-fixtures.ts';

// The same hero in every picture (generation/hero-sheet.ts): the story's reference sheet is drawn
// once from the plan's looks, every scene is drawn from it (images.edit, the sheet as `image[]`),
// a child's next story reuses it, and without it every prompt carries the same fixed description.

const NAME = 'Zephyrine';
const SIBLING = 'Ottoline';
let database: TestDatabase;
let fake: FakeOpenAiServer;
const media = () => mediaStoreFor(database.dataDir);
const sixScenes = {
  ...defaultDraft,
  scenes: Array.from({ length: 6 }, (_, i) => ({
    text: `Scene ${i + 1}: {{HERO}} and {{CHILD2}} smiled at the fox.`,
    imagePrompt: `the hero and the second child in a meadow, scene ${i + 1}`,
  })),
};
const plan = (changes: Partial<StoryPlan> = {}) => planFor(NAME, changes);
/** The order's sister: the plan's siblings are the order's, and only the order gives their look. */
const sister = {
  name: SIBLING,
  age: 7,
  pronoun: 'she' as const,
  role: 'helper' as const,
  look: { hairColour: 'brown' as const, hairStyle: 'braids' as const, skinTone: 'light' as const, glasses: true },
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => {
  fake.reset();
  fake.setDraft(sixScenes);
});

async function makeStory(
  storyPlan: StoryPlan,
  {
    references = true,
    childId,
    before,
  }: { references?: boolean; childId?: string; before?: (id: string) => Promise<void> } = {},
) {
  const { id } = await createStory(database.knex, { ...orderOf(NAME, { siblings: [sister] }), plan: storyPlan }, null);
  if (childId) await database.knex('stories').where({ id }).update({ child_id: childId });
  await before?.(id);
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  const worker = startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger: createLogger('silent'),
    engine: createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: false },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024', references },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
    media: media(),
    mediaConcurrency: 3,
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
  });
  try {
    for (;;) {
      const row = await database.knex('stories').where({ id }).first();
      if (['completed', 'failed'].includes(row.generationStatus)) return row;
      await sleep(10);
    }
  } finally {
    await worker.stop();
  }
}

async function aChildProfile(): Promise<string> {
  const username = `parent-${Math.random().toString(36).slice(2, 10)}`;
  const [user] = await database
    .knex('users')
    .insert({ username, username_key: username, password_hash: 'x' })
    .returning('id');
  const id = `child${Math.random().toString(36).slice(2, 12)}`;
  await database.knex('child_profiles').insert({ id, user_id: user.id, name: NAME });
  return id;
}

const promptOf = (sent: { body: string }) => JSON.parse(sent.body).prompt as string;

function expectNoNameSent() {
  expect(fake.requests.length).toBeGreaterThan(0);
  for (const sent of fake.requests) {
    // latin1 keeps every byte of a multipart upload as one character: a name in any part shows.
    const raw = sent.raw.toString('latin1').toLowerCase();
    for (const name of [NAME, SIBLING]) expect(raw).not.toContain(name.toLowerCase());
  }
}

describe('the reference sheet', () => {
  it('a 6-scene story: one generation draws the sheet, then six edits each carry its bytes as image[]', async () => {
    const story = await makeStory(plan());
    expect(story.generationStatus).toBe('completed');
    const [sheetRequest, ...otherGenerations] = fake.requestsTo('images');
    expect(otherGenerations).toEqual([]);
    const sheet = JSON.parse(sheetRequest.body);
    expect(sheet).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1 });
    expect(sheet.prompt).toContain('A character sheet');
    expect(sheet.prompt).toContain('The hero: a 5-year-old girl with curly red hair, light skin and freckles.');
    expect(sheet.prompt).toContain(
      "The hero's sibling 1: a 7-year-old girl with brown hair in braids and light skin, who wears glasses.",
    );
    expect(sheet.prompt).not.toMatch(/scene/i);

    const stored = await media().get(`${story.id}/hero-sheet.png`);
    expect(stored?.data).toEqual(PNG_BYTES);
    expect(story.heroSheetKey).toBe(`${story.id}/hero-sheet.png`);
    expect(story.heroSheetLooks).toMatch(/^[0-9a-f]{64}$/);

    const edits = fake.requestsTo('edits');
    expect(edits).toHaveLength(6);
    for (const edit of edits) {
      expect(edit.at).toBeGreaterThan(sheetRequest.at);
      expect(edit.contentType).toMatch(/^multipart\/form-data; boundary=/);
      // Streamed: the scene's picture develops in front of the child (picture-stream.ts).
      expect(formParts(edit).map((part) => part.name)).toEqual([
        'model',
        'prompt',
        'image[]',
        'size',
        'n',
        'stream',
        'partial_images',
      ]);
      const [image] = formFiles(edit, 'image[]');
      expect(image).toMatchObject({ filename: 'character-sheet.png', contentType: 'image/png' });
      expect(image.data).toEqual(stored!.data);
      const fields = formFields(edit);
      expect(fields).toMatchObject({
        model: 'gpt-image-1',
        size: '1024x1024',
        n: '1',
        stream: 'true',
        partial_images: '2',
      });
      expect(fields.prompt).toContain('draw every character exactly as it shows them');
    }
    // Every scene keeps to the sheet with the same words; scene 1 is the plan's opening, drawn from
    // the sheet before the story was written (so without the story's own words for the characters).
    const scenePrompts = edits.map((edit) => formFields(edit).prompt).sort();
    const fixed = (prompt: string) =>
      prompt.replace(/\r\nAs this story describes them: .*/, '').replace(/The scene: .*$/, '');
    expect(scenePrompts.map(fixed)).toEqual(Array(6).fill(fixed(scenePrompts[0])));
    expect(scenePrompts.map((prompt) => /scene (\d)$/.exec(prompt)?.[1])).toEqual(['2', '3', '4', '5', '6', undefined]);
    expect(scenePrompts[5]).toMatch(/\r\nThe scene: A child of about 5 .* are in a cosy bedroom at dusk\.$/);
    expect(scenePrompts[5]).not.toContain('As this story describes them');
    expectNoNameSent();

    // The privacy receipt holds the sheet's request too (no scene), and each scene's.
    const receipt = await database.knex('story_receipt_entries').where({ storyId: story.id, service: 'picture' });
    expect(receipt.map((entry) => entry.sceneNumber).sort()).toEqual([1, 2, 3, 4, 5, 6, null]);
    const sheetEntry = receipt.find((entry) => entry.sceneNumber === null);
    expect(sheetEntry.parts).toEqual([{ part: 'picture', text: sheet.prompt }]);
    // The sheet is billed like any picture: its usage is counted with the story's (cost/spend.ts).
    const usage = await database.knex('ai_usage').where({ storyId: story.id, service: 'picture' });
    expect(usage.map((row) => row.sceneNumber).sort()).toEqual([1, 2, 3, 4, 5, 6, null]);
  });

  it("a child's next story copies the child's latest sheet; a new look draws a new one", async () => {
    const childId = await aChildProfile();
    const first = await makeStory(plan(), { childId });
    expect(fake.requestsTo('images')).toHaveLength(1);
    fake.reset();
    fake.setDraft(sixScenes);

    const next = await makeStory(plan(), { childId });
    expect(next.generationStatus).toBe('completed');
    expect(fake.requestsTo('images')).toEqual([]);
    expect(next.heroSheetKey).toBe(`${next.id}/hero-sheet.png`);
    expect(next.heroSheetLooks).toBe(first.heroSheetLooks);
    expect((await media().get(next.heroSheetKey))?.data).toEqual(PNG_BYTES);
    expect(fake.requestsTo('edits')).toHaveLength(6);
    // Nothing was sent for the sheet: the receipt has no request without a scene.
    const entries = await database.knex('story_receipt_entries').where({ storyId: next.id, service: 'picture' });
    expect(entries.filter((entry) => entry.sceneNumber === null)).toEqual([]);
    fake.reset();
    fake.setDraft(sixScenes);

    const changed = plan();
    changed.hero.look.pyjamas = 'dinosaurs';
    const newLook = await makeStory(changed, { childId });
    expect(fake.requestsTo('images')).toHaveLength(1);
    expect(promptOf(fake.requestsTo('images')[0])).toContain('little green dinosaurs');
    expect(newLook.heroSheetLooks).not.toBe(first.heroSheetLooks);
    // Another child's story never takes this child's sheet.
    fake.reset();
    fake.setDraft(sixScenes);
    await makeStory(plan(), { childId: await aChildProfile() });
    expect(fake.requestsTo('images')).toHaveLength(1);
  });

  it('a story resumed after its sheet was kept draws from that sheet and draws no other', async () => {
    const kept = Buffer.from('the sheet a dead worker kept');
    const story = await makeStory(plan(), {
      before: async (id) => {
        await media().put(`${id}/hero-sheet.png`, kept);
        await database
          .knex('stories')
          .where({ id })
          .update({ hero_sheet_key: `${id}/hero-sheet.png` });
      },
    });
    expect(story.generationStatus).toBe('completed');
    expect(fake.requestsTo('images')).toEqual([]);
    const edits = fake.requestsTo('edits');
    expect(edits).toHaveLength(6);
    for (const edit of edits) expect(formFiles(edit, 'image[]')[0].data).toEqual(kept);
  });

  it('a sheet the server keeps failing leaves the story drawn from the description alone', async () => {
    fake.setMode('images', 'server-error', { times: 3 });
    const story = await makeStory(plan());
    expect(story.generationStatus).toBe('completed');
    expect(story.heroSheetKey).toBeNull();
    expect(fake.requestsTo('edits')).toEqual([]);
    // Three tries of the sheet, then each scene from text alone.
    const generations = fake.requestsTo('images').map(promptOf);
    expect(generations.filter((prompt) => prompt.includes('A character sheet'))).toHaveLength(3);
    expect(generations.filter((prompt) => prompt.includes('The scene:'))).toHaveLength(6);
  });

  it('a sheet the server refuses is not tried again; the scenes are drawn without it', async () => {
    fake.setMode('images', 'refusal', { times: 1 });
    const story = await makeStory(plan());
    expect(story.generationStatus).toBe('completed');
    expect(fake.requestsTo('images')).toHaveLength(7);
    expect(fake.requestsTo('edits')).toEqual([]);
  });
});

describe('without reference pictures', () => {
  it('every prompt carries the same fixed description and style words; only the scene differs', async () => {
    const story = await makeStory(plan(), { references: false });
    expect(story.generationStatus).toBe('completed');
    expect(story.heroSheetKey).toBeNull();
    expect(fake.requestsTo('edits')).toEqual([]);
    const prompts = fake.requestsTo('images').map(promptOf);
    expect(prompts).toHaveLength(6);
    // Scene 1 is drawn from the plan before the story is written: without the story's own words for the characters.
    const [opening, ...others] = prompts.sort(
      (a, b) => Number(a.includes('As this story')) - Number(b.includes('As this story')),
    );
    expect(opening).not.toContain('As this story describes them');
    expect(opening.replace(/\nThe scene: .*$/, '')).toBe(
      others[0].replace(/\nAs this story describes them: .*\nThe scene: .*$/, ''),
    );
    const described = others.map((prompt) => prompt.replace(/\nThe scene: .*$/, ''));
    expect(new Set(described).size).toBe(1);
    expect(described[0]).toBe(
      [
        'A soft, warm, gentle storybook illustration for a bedtime story, child-friendly, no text or letters.',
        'The hero: a 5-year-old girl with curly red hair, light skin and freckles.',
        'Whenever the hero wears pyjamas, they have little yellow stars all over them.',
        "The hero's companion: a fox.",
        "The hero's sibling 1: a 7-year-old girl with brown hair in braids and light skin, who wears glasses.",
        `As this story describes them: ${defaultDraft.characterDescription}`,
      ].join('\n'),
    );
    expectNoNameSent();
  });
});
