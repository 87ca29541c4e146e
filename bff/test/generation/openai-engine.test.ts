import type { Language } from '@dreamweaver/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransientEngineError, type StoryBrief, type WrittenStory } from '../../src/generation/engine.ts';
import { withNamePrivacy } from '../../src/generation/name-privacy.ts';
import { UnsuitableBriefError } from '../../src/generation/openai/moderation.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import type { CallTimeouts } from '../../src/generation/openai/servers.ts';
import {
  ProviderRefusalError,
  ProviderRequestError,
  TransientProviderError,
} from '../../src/generation/openai/provider-errors.ts';
import {
  defaultDraft,
  PNG_BYTES,
  PROVIDER_SECRET,
  startFakeOpenAiServer,
  type Endpoint,
  type FakeOpenAiServer,
  type Mode,
} from './fake-openai-server.ts';
import { silentMp3For } from './fake-speech.ts';

let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const briefs: Record<Language, StoryBrief> = {
  en: {
    audience: 'child',
    storyType: 'custom',
    language: 'en',
    recipientDetails: {
      name: 'Zephyrine Moon',
      age: 5,
      favoriteAnimal: 'fox',
      favoriteColor: 'purple',
      personalization: "zephyrine loves meadows, Zephyrine's fox is called Bo",
      recentAchievement: 'Zephyrine Moon learned to swim',
    },
    storySetting: 'magical-forest',
  },
  de: {
    audience: 'child',
    storyType: 'classic',
    language: 'de',
    recipientDetails: {
      name: 'Lotte',
      age: 4,
      favoriteAnimal: 'Fuchs',
      personalization: 'Lottes Kuscheltier heißt Bo. LOTTCHEN schläft gern.',
      recentAchievement: 'Lotte kann schwimmen',
    },
  },
};

const quick: CallTimeouts = { text: 5000, image: 5000, speech: 5000, moderation: 5000 };

function engine(timeouts: Partial<CallTimeouts> = {}) {
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  // As the pipeline gets it: through the name-privacy seam every engine that runs elsewhere goes through.
  return withNamePrivacy(
    createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: true },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
      timeouts: { ...quick, ...timeouts },
    }),
  );
}

const story: WrittenStory = {
  title: 'A story',
  summary: 'A summary',
  characterDescription: 'a small child in a purple raincoat',
  scenes: [{ text: 'The fox yawned.', imagePrompt: 'a fox in a meadow' }],
};

/** Runs the engine call that reaches `endpoint`. */
function callReaching(endpoint: Endpoint, language: Language, e = engine(), signal?: AbortSignal): Promise<unknown> {
  const brief = briefs[language];
  if (endpoint === 'moderations' || endpoint === 'chat') return e.writeStory(brief, { signal });
  if (endpoint === 'images') return e.illustrateScene({ brief, story, sceneNumber: 1 }, { signal });
  return e.narrateScene({ brief, text: 'The fox yawned.', sceneNumber: 1 }, { signal });
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as Error;
}

/** Nothing of the provider's own error text may reach the story's failure reason. */
function expectClean(error: Error) {
  expect(error.message).not.toContain(PROVIDER_SECRET);
  expect(error.message).not.toMatch(/upstream|echoed|can't help|<html>/i);
}

describe('OpenAI engine', () => {
  it('writes the story in one structured call, never sends the name, and fills the placeholder (en)', async () => {
    const e = engine();
    const brief = briefs.en;
    const written = await e.writeStory(brief);
    expect(written.title).toBe('Zephyrine Moon and the Moonlit Meadow');
    expect(written.scenes).toHaveLength(5);
    expect(written.scenes[4].text).toBe('At last Zephyrine Moon closed both eyes and fell asleep.');
    expect(written.scenes[0].imagePrompt).toBe('the hero walking through a meadow, scene 1');

    const picture = await e.illustrateScene({ brief, story: written, sceneNumber: 2 });
    expect(picture).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(picture.data.equals(PNG_BYTES)).toBe(true);
    const audio = await e.narrateScene({ brief, text: "Zephyrine Moon's fox yawned at Zephyrine.", sceneNumber: 1 });
    expect(audio).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3' });
    // The fake server's speech: a silent MP3 as long as the text it was sent.
    const spoken = JSON.parse(fake.requests.filter((r) => r.path === '/v1/audio/speech').at(-1)!.body).input;
    expect(audio.data.equals(silentMp3For(spoken))).toBe(true);

    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/moderations',
      'POST /v1/chat/completions',
      'POST /v1/images/generations',
      'POST /v1/audio/speech',
    ]);
    for (const request of fake.requests) {
      expect(request.body.toLowerCase()).not.toContain('zephyrine');
      expect(request.body.toLowerCase()).not.toMatch(/\bmoon\b/);
      expect(request.authorization).toBe('Bearer test-key');
    }

    const moderation = JSON.parse(fake.requests[0].body);
    expect(moderation.model).toBe('omni-moderation-latest');
    expect(moderation.input).toContain('fox');
    expect(moderation.input).toContain("{{HERO}} loves meadows, {{HERO}}'s fox is called Bo");
    const chat = JSON.parse(fake.requests[1].body);
    expect(chat.model).toBe('test-text');
    expect(chat.response_format.type).toBe('json_schema');
    expect(chat.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(chat.response_format.json_schema.schema.properties).sort()).toEqual([
      'characterDescription',
      'scenes',
      'summary',
      'title',
    ]);
    expect(chat.messages[0].content).toContain('{{HERO}}');
    // Written from the plan (openai-plan-prompt.test.ts), not from the raw order.
    expect(chat.messages[1].content).toContain("The plan of tonight's story, as the parent confirmed it.");
    expect(chat.messages[1].content).toContain('Hero: {{HERO}}, 5 years old');
    // The story ends calmly by construction (issue 28): shorter sentences, a returning refrain, a yawn, back in bed.
    expect(chat.messages[0].content).toMatch(/last two scenes the sentences get shorter/);
    expect(chat.messages[0].content).toMatch(
      /refrain[^\n]*heard in the first scene; it returns softly in the last scene/,
    );
    expect(chat.messages[0].content).toMatch(/In the last scene the hero yawns, is back in bed, and falls asleep/);
    const image = JSON.parse(fake.requests[2].body);
    expect(image).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1 });
    expect(image.response_format).toBeUndefined();
    expect(image.prompt).toContain('purple raincoat');
    expect(image.prompt).toContain('scene 2');
    const speech = JSON.parse(fake.requests[3].body);
    expect(speech).toMatchObject({ model: 'test-tts', voice: 'nova', response_format: 'mp3' });
    expect(speech.instructions).toBeUndefined();
    expect(speech.input).toBe("Little Star's fox yawned at Little Star.");
  });

  it('keeps the German genitive away from every server and speaks the nickname in its genitive (de)', async () => {
    fake.setDraft({
      title: '{{HERO}}s Traumwiese',
      summary: '{{HERO}} schläft ein.',
      characterDescription: 'ein kleines Kind im lila Regenmantel',
      scenes: Array.from({ length: 5 }, (_, i) => ({
        text: `{{HERO}}s kleiner Fuchs gähnte (${i + 1}).`,
        imagePrompt: `{{HERO}}'s fox in a meadow ${i + 1}`,
        pictureDescription: `{{HERO}}s Fuchs schläft auf einer Wiese (${i + 1})`,
      })),
    });
    const e = engine();
    const brief = briefs.de;
    const written = await e.writeStory(brief);
    expect(written.title).toBe('Lottes Traumwiese');
    expect(written.scenes[0].text).toBe('Lottes kleiner Fuchs gähnte (1).');
    expect(written.scenes[0].imagePrompt).toBe("the hero's fox in a meadow 1");
    // The picture is described in the story's language, with the name put back here; the prompt stays English.
    const picture = await e.illustrateScene({ brief, story: written, sceneNumber: 1 });
    expect(picture.description).toBe('Lottes Fuchs schläft auf einer Wiese (1).');
    await e.narrateScene({ brief, text: written.scenes[0].text, sceneNumber: 1 });

    for (const request of fake.requests) expect(request.body.toLowerCase()).not.toMatch(/lott/);
    const moderation = JSON.parse(fake.requestsTo('moderations')[0].body);
    expect(moderation.input).toContain('{{HERO}}s Kuscheltier heißt Bo. {{HERO}} schläft gern.');
    expect(JSON.parse(fake.requestsTo('chat')[0].body).messages[1].content).toContain('Hero: {{HERO}}, 4 years old');
    expect(JSON.parse(fake.requestsTo('speech')[0].body).input).toBe('Sternchens kleiner Fuchs gähnte (1).');
  });

  it('streams the story and tells its opening, name put back, while the rest is still being written', async () => {
    fake.setMode('chat', 'hold-after-opening', { times: 1 });
    const openings: WrittenStory[] = [];
    let settled = false;
    const writing = engine()
      .writeStory(briefs.en, { onOpening: (opening) => openings.push(opening) })
      .finally(() => {
        settled = true;
      });
    while (openings.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    expect(openings[0]).toEqual({
      title: 'Zephyrine Moon and the Moonlit Meadow',
      summary: 'Zephyrine Moon and a little fox wander through a meadow and fall asleep.',
      characterDescription: 'a small child in a purple raincoat with curly hair, with a tiny red fox',
      scenes: [
        {
          text: 'Scene 1: Zephyrine Moon smiled at the fox.',
          imagePrompt: 'the hero walking through a meadow, scene 1',
          pictureDescription: 'Zephyrine Moon in the picture of scene 1.',
        },
      ],
    });
    fake.release();
    const written = await writing;
    expect(written.scenes).toHaveLength(5);
    expect(written.scenes[0]).toEqual(openings[0].scenes[0]);
    expect(openings).toHaveLength(1);
    expect(JSON.parse(fake.requestsTo('chat')[0].body).stream).toBe(true);
    for (const request of fake.requests) expect(request.body.toLowerCase()).not.toContain('zephyrine');
  });

  it('tells no opening when the model writes the scenes before the hero (the whole story is waited for)', async () => {
    const { title, summary, characterDescription, scenes } = defaultDraft;
    fake.setDraft({ title, scenes, summary, characterDescription } as typeof defaultDraft);
    const openings: WrittenStory[] = [];
    const written = await engine().writeStory(briefs.en, { onOpening: (opening) => openings.push(opening) });
    expect(openings).toEqual([]);
    expect(written.characterDescription).toBe(characterDescription);
  });

  it.each(['stream-break', 'stream-malformed'] as const)(
    'a stream that ends in %s after scene 1 is transient and clean, its opening told once',
    async (mode) => {
      fake.setMode('chat', mode, { times: 1 });
      const openings: WrittenStory[] = [];
      const error = await failure(engine().writeStory(briefs.en, { onOpening: (opening) => openings.push(opening) }));
      expect(error).toBeInstanceOf(TransientEngineError);
      expectClean(error);
      expect(openings).toHaveLength(1);
      await expect(engine().writeStory(briefs.en)).resolves.toBeDefined();
    },
  );

  it('writes a German genitive of a name ending in s, x or z with an apostrophe', async () => {
    fake.setDraft({ ...defaultDraft, title: '{{HERO}}s Traum' });
    const written = await engine().writeStory({ ...briefs.de, recipientDetails: { name: 'Max' } });
    expect(written.title).toBe("Max' Traum");
  });

  it('asks other picture models for base64 and other speech models without instructions', async () => {
    const server = { baseURL: fake.baseURL };
    const e = createOpenAiEngine({
      image: { ...server, model: 'stablediffusion', size: '512x512' },
      speech: { ...server, model: 'gpt-4o-mini-tts', voice: 'nova' },
      timeouts: quick,
    });
    await e.illustrateScene({ brief: briefs.en, story, sceneNumber: 1 });
    await e.narrateScene({ brief: briefs.en, text: 'Hello', sceneNumber: 1 });
    expect(JSON.parse(fake.requestsTo('images')[0].body).response_format).toBe('b64_json');
    expect(JSON.parse(fake.requestsTo('speech')[0].body).instructions).toMatch(/softly/);
    // A server that needs no key gets a placeholder, never a real key.
    expect(fake.requests.every((r) => r.authorization === 'Bearer no-key')).toBe(true);
    await expect(e.writeStory(briefs.en)).rejects.toThrow(/no AI server is configured/);
  });

  describe.each(['en', 'de'] as const)('when a server misbehaves (%s)', (language) => {
    const transient: [Endpoint, Mode][] = [
      ['moderations', 'server-error'],
      ['moderations', 'malformed'],
      ['chat', 'server-error'],
      ['chat', 'malformed'],
      ['chat', 'truncated'],
      ['chat', 'empty'],
      ['chat', 'not-json'],
      ['chat', 'wrong-shape'],
      ['images', 'server-error'],
      ['images', 'malformed'],
      ['images', 'no-image'],
      ['speech', 'server-error'],
      ['speech', 'empty-audio'],
    ];

    it.each(transient)(
      '%s answering %s is transient, and the next try succeeds once the server recovers',
      async (endpoint, mode) => {
        fake.setMode(endpoint, mode, { times: 1 });
        const e = engine();
        const error = await failure(callReaching(endpoint, language, e));
        expect(error).toBeInstanceOf(TransientEngineError);
        expectClean(error);
        await expect(callReaching(endpoint, language, e)).resolves.toBeDefined();
        expect(fake.requestsTo(endpoint)).toHaveLength(2);
      },
    );

    it.each(['moderations', 'chat', 'images', 'speech'] as const)(
      '%s: a 429 with a short retry-after is waited out and tried again',
      async (endpoint) => {
        fake.setMode(endpoint, 'rate-limited', { times: 1, retryAfter: '0' });
        await expect(callReaching(endpoint, language)).resolves.toBeDefined();
        expect(fake.requestsTo(endpoint)).toHaveLength(2);
      },
    );

    it.each(['moderations', 'chat', 'images', 'speech'] as const)(
      '%s: a 429 that stays, or asks for a long wait, is transient and carries retry-after',
      async (endpoint) => {
        fake.setMode(endpoint, 'rate-limited', { retryAfter: '120' });
        const error = await failure(callReaching(endpoint, language));
        expect(error).toBeInstanceOf(TransientProviderError);
        expect((error as TransientProviderError).retryAfterMs).toBe(120_000);
        expectClean(error);
        expect(fake.requestsTo(endpoint)).toHaveLength(1);
      },
    );

    it.each(['moderations', 'chat', 'images', 'speech'] as const)(
      '%s: a stalled server ends with the per-call timeout as transient',
      async (endpoint) => {
        fake.setMode(endpoint, 'stall');
        const error = await failure(
          callReaching(endpoint, language, engine({ text: 300, image: 300, speech: 300, moderation: 300 })),
        );
        expect(error).toBeInstanceOf(TransientEngineError);
        expect(error.message).toMatch(/did not answer in time/);
      },
    );

    it.each(['chat', 'images', 'speech'] as const)(
      '%s: an answer that stalls after its headers ends with the per-call timeout',
      async (endpoint) => {
        fake.setMode(endpoint, 'stall-body');
        const error = await failure(
          callReaching(endpoint, language, engine({ text: 300, image: 300, speech: 300, moderation: 300 })),
        );
        expect(error).toBeInstanceOf(TransientEngineError);
      },
    );

    it.each(['moderations', 'chat', 'images', 'speech'] as const)(
      "%s: the caller's signal ends a stalled call at once",
      async (endpoint) => {
        fake.setMode(endpoint, 'stall');
        const controller = new AbortController();
        const call = failure(
          callReaching(
            endpoint,
            language,
            engine({ text: 60_000, image: 60_000, speech: 60_000, moderation: 60_000 }),
            controller.signal,
          ),
        );
        await fake.waitForRequests(endpoint, 1);
        const reason = new Error('story deadline');
        controller.abort(reason);
        expect(await call).toBe(reason);
      },
    );

    it('a refusal by the model is final, with a clear reason and none of its words', async () => {
      fake.setMode('chat', 'refusal');
      const error = await failure(engine().writeStory(briefs[language]));
      expect(error).toBeInstanceOf(ProviderRefusalError);
      expect(error).not.toBeInstanceOf(TransientEngineError);
      expect(error.message).toBe('story text: the AI model declined to write this story');
      expectClean(error);
    });

    it('a picture the server blocks is final', async () => {
      fake.setMode('images', 'refusal');
      const error = await failure(callReaching('images', language));
      expect(error).toBeInstanceOf(ProviderRefusalError);
      expect(error).not.toBeInstanceOf(TransientEngineError);
      expect(error.message).toBe('picture: the AI server declined this content (HTTP 400 moderation_blocked)');
    });

    it('a brief the moderation endpoint flags is refused before any story is written', async () => {
      fake.setMode('moderations', 'refusal');
      const error = await failure(engine().writeStory(briefs[language]));
      expect(error).toBeInstanceOf(UnsuitableBriefError);
      expect(error).not.toBeInstanceOf(TransientEngineError);
      expect(fake.requestsTo('chat')).toHaveLength(0);
    });

    it.each(['chat', 'images', 'speech'] as const)(
      '%s: a bad request is final and says only the status and code',
      async (endpoint) => {
        fake.setMode(endpoint, 'bad-request');
        const error = await failure(callReaching(endpoint, language));
        expect(error).toBeInstanceOf(ProviderRequestError);
        expect(error).not.toBeInstanceOf(TransientEngineError);
        expect(error.message).toMatch(/the AI server refused the request \(HTTP 400 invalid_request_error\)$/);
        expectClean(error);
      },
    );
  });

  it('reports a server that cannot be reached as transient', async () => {
    const e = createOpenAiEngine({
      speech: { baseURL: 'http://127.0.0.1:1/v1', model: 'm', voice: 'v' },
      timeouts: quick,
    });
    const error = await failure(e.narrateScene({ brief: briefs.en, text: 'Hello', sceneNumber: 1 }));
    expect(error).toBeInstanceOf(TransientEngineError);
  });

  it('skips moderation when it is turned off (a self-hosted text server has none)', async () => {
    const e = createOpenAiEngine({
      text: { baseURL: fake.baseURL, model: 'llama3.1', moderation: false },
      timeouts: quick,
    });
    await e.writeStory(briefs.en);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
  });
});
