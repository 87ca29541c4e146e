import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoryEngine } from '../../src/generation/create-engine.ts';
import { withNamePrivacy } from '../../src/generation/name-privacy.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { castOf, heroLooks, sheetPrompt, takesReferences } from '../../src/generation/openai/picture-request.ts';
import type { RecordUse } from '../../src/generation/receipt-entry.ts';
import { loadSettings, SettingsError } from '../../src/settings.ts';
import { formFields, formFiles } from './fake-openai-uploads.ts';
import { defaultDraft, PNG_BYTES, startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { briefOf, planFor } from './plan-fixtures.ts';

// What picture requests say of the characters (openai/picture-request.ts), when a model is drawn
// from a reference sheet (OPENAI_IMAGE_REFERENCES), and the shapes of the sheet and edit requests.

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('the fixed description', () => {
  it('reads the looks of the plan, with any aid, and never a name', () => {
    const plan = planFor('Zephyrine', {
      hero: {
        name: 'Zephyrine',
        age: null,
        pronoun: 'they',
        look: { hairColour: 'black', hairStyle: 'ponytail', skinTone: 'dark', pyjamas: null, freckles: false },
        aids: ['wheelchair', 'glasses'],
      },
    });
    expect(heroLooks(plan)).toBe(
      'a young child with black hair in a ponytail and dark skin, who uses a wheelchair and wears glasses in every picture',
    );
    const prompt = sheetPrompt(castOf(briefOf(plan)));
    expect(prompt).not.toMatch(/zephyrine|pip/i);
    expect(prompt).toContain("The hero's companion: a fox.");
  });

  it('says nothing of features the plan leaves open', () => {
    const plan = planFor('Zephyrine');
    plan.hero.look = { hairColour: null, hairStyle: null, skinTone: null, pyjamas: null, freckles: false };
    expect(heroLooks(plan)).toBe('a 5-year-old girl');
  });
});

describe('OPENAI_IMAGE_REFERENCES', () => {
  it('auto draws from a sheet with the GPT image models only; on and off decide otherwise', () => {
    expect(takesReferences('auto', 'gpt-image-1')).toBe(true);
    expect(takesReferences('auto', 'dall-e-3')).toBe(false);
    expect(takesReferences('on', 'stable-diffusion')).toBe(true);
    expect(takesReferences('off', 'gpt-image-1')).toBe(false);
  });

  it('gives the engine a sheet drawer only when the model takes references', () => {
    const engine = (env: Record<string, string>) => createStoryEngine(loadSettings({ OPENAI_API_KEY: 'sk', ...env }));
    expect(engine({}).drawReferenceSheet).toBeTypeOf('function');
    expect(engine({ OPENAI_IMAGE_REFERENCES: 'off' }).drawReferenceSheet).toBeUndefined();
    expect(engine({ OPENAI_IMAGE_MODEL: 'dall-e-3' }).drawReferenceSheet).toBeUndefined();
    expect(engine({ OPENAI_IMAGE_MODEL: 'dall-e-3', OPENAI_IMAGE_REFERENCES: 'on' }).drawReferenceSheet).toBeTypeOf(
      'function',
    );
    // Pictures drawn offline: no sheet, whatever the text server.
    expect(engine({ OPENAI_API_KEY: '', OPENAI_TEXT_API_KEY: 'sk' }).drawReferenceSheet).toBeUndefined();
    expect(() => loadSettings({ OPENAI_IMAGE_REFERENCES: 'sometimes' })).toThrow(SettingsError);
  });
});

describe('the requests', () => {
  const engine = () =>
    withNamePrivacy(
      createOpenAiEngine({
        image: { baseURL: fake.baseURL, apiKey: 'k', model: 'gpt-image-1', size: '1024x1536', references: true },
      }),
    );
  const brief = briefOf(planFor('Zephyrine'));
  const story = {
    ...defaultDraft,
    title: 'Zephyrine and the meadow',
    scenes: [{ text: 'Zephyrine smiled.', imagePrompt: 'Zephyrine in a meadow' }],
  };

  it('the sheet is one generation from looks alone, recorded in the receipt before it is sent', async () => {
    const recorded: Parameters<RecordUse>[0][] = [];
    const sheet = await engine().drawReferenceSheet!({ brief }, { record: async (entry) => void recorded.push(entry) });
    expect(sheet).toMatchObject({ contentType: 'image/png', extension: 'png', data: PNG_BYTES });
    const [sent] = fake.requestsTo('images');
    const body = JSON.parse(sent.body);
    expect(body).toEqual({ model: 'gpt-image-1', prompt: sheetPrompt(castOf(brief)), size: '1024x1536', n: 1 });
    expect(sent.body).not.toContain('Zephyrine');
    expect(recorded).toEqual([
      {
        engine: 'ai',
        service: 'picture',
        server: new URL(fake.baseURL).host,
        model: 'gpt-image-1',
        parts: [{ part: 'picture', text: body.prompt }],
      },
    ]);
  });

  it('a scene with the sheet is a multipart edit with the sheet as image[]; without, a generation', async () => {
    const sheet = { contentType: 'image/png', extension: 'png', data: Buffer.from('a-sheet-of-characters') };
    await engine().illustrateScene({ brief, story, sceneNumber: 1, sheet });
    const [edit] = fake.requestsTo('edits');
    expect(formFiles(edit, 'image[]').map((file) => file.data.toString())).toEqual(['a-sheet-of-characters']);
    expect(formFields(edit)).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: '1' });
    expect(formFields(edit).prompt).toMatch(/The scene: the hero in a meadow$/);
    expect(edit.raw.toString('latin1')).not.toContain('Zephyrine');
    await engine().illustrateScene({ brief, story, sceneNumber: 1 });
    expect(fake.requestsTo('images')).toHaveLength(1);
  });

  it('the fake server refuses an edit that is not a multipart upload with a picture', async () => {
    const answer = await fetch(`${fake.baseURL}/images/edits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-image-1', prompt: 'x' }),
    });
    expect(answer.status).toBe(400);
    const form = new FormData();
    form.append('model', 'gpt-image-1');
    form.append('prompt', 'x');
    const withoutPicture = await fetch(`${fake.baseURL}/images/edits`, { method: 'POST', body: form });
    expect(withoutPicture.status).toBe(400);
    expect(await withoutPicture.json()).toMatchObject({ error: { message: 'image is missing' } });
  });
});
