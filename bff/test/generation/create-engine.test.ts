import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoryEngine, enginePlan } from '../../src/generation/create-engine.ts';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { loadSettings, SettingsError } from '../../src/settings.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

const brief: StoryBrief = {
  audience: 'child',
  storyType: 'classic',
  language: 'de',
  recipientDetails: { name: 'Lotte', age: 4, personalization: 'Lottes Kuscheltier heißt Bo.' },
};

describe('engine per modality', () => {
  it('is the offline engine with nothing set', () => {
    expect(enginePlan(loadSettings({}))).toEqual({ moderation: false });
    expect(createStoryEngine(loadSettings({})).name).toBe('offline');
  });

  it('sends every modality to OpenAI with OPENAI_API_KEY alone, with moderation', () => {
    const plan = enginePlan(loadSettings({ OPENAI_API_KEY: 'sk-all' }));
    const openai = { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-all' };
    expect(plan).toEqual({ text: openai, image: openai, speech: openai, moderation: true });
    expect(createStoryEngine(loadSettings({ OPENAI_API_KEY: 'sk-all' })).name).toBe('openai');
  });

  it('runs text on a self-hosted server without a key and without moderation, the rest offline', () => {
    const settings = loadSettings({ OPENAI_TEXT_BASE_URL: 'http://ollama.local:11434/v1' });
    expect(enginePlan(settings)).toEqual({
      text: { baseURL: 'http://ollama.local:11434/v1', apiKey: undefined },
      moderation: false,
    });
    expect(createStoryEngine(settings).name).toBe('text:openai,image:offline,speech:offline');
  });

  it('lets each modality override the shared server and key', () => {
    const plan = enginePlan(
      loadSettings({
        OPENAI_BASE_URL: 'http://localai.local:8080/v1',
        OPENAI_API_KEY: 'shared',
        OPENAI_TEXT_BASE_URL: 'http://vllm.local:8000/v1',
        OPENAI_TEXT_API_KEY: 'text-key',
        OPENAI_SPEECH_BASE_URL: 'http://kokoro.local:8880/v1',
        OPENAI_SPEECH_API_KEY: 'speech-key',
      }),
    );
    expect(plan).toEqual({
      text: { baseURL: 'http://vllm.local:8000/v1', apiKey: 'text-key' },
      image: { baseURL: 'http://localai.local:8080/v1', apiKey: 'shared' },
      speech: { baseURL: 'http://kokoro.local:8880/v1', apiKey: 'speech-key' },
      moderation: false,
    });
  });

  it('sends only the modality with its own key to OpenAI', () => {
    const plan = enginePlan(loadSettings({ OPENAI_IMAGE_API_KEY: 'sk-img' }));
    expect(plan).toEqual({ image: { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-img' }, moderation: false });
  });

  it('turns moderation on or off on request', () => {
    expect(
      enginePlan(loadSettings({ OPENAI_TEXT_BASE_URL: 'http://vllm.local/v1', OPENAI_MODERATION: 'on' })).moderation,
    ).toBe(true);
    expect(enginePlan(loadSettings({ OPENAI_API_KEY: 'sk', OPENAI_MODERATION: 'OFF' })).moderation).toBe(false);
    expect(enginePlan(loadSettings({ OPENAI_BASE_URL: 'https://API.openai.com/v1/' })).moderation).toBe(true);
    expect(() => loadSettings({ OPENAI_MODERATION: 'maybe' })).toThrow(SettingsError);
    expect(() => loadSettings({ OPENAI_IMAGE_BASE_URL: 'not a url' })).toThrow(
      /^Invalid setting OPENAI_IMAGE_BASE_URL: /,
    );
  });

  describe('with one fake server per modality', () => {
    let text: FakeOpenAiServer;
    let image: FakeOpenAiServer;
    let speech: FakeOpenAiServer;
    beforeAll(async () => {
      [text, image, speech] = await Promise.all([
        startFakeOpenAiServer(),
        startFakeOpenAiServer(),
        startFakeOpenAiServer(),
      ]);
    });
    afterAll(() => Promise.all([text.close(), image.close(), speech.close()]));

    it('sends each call to its own server with its own key, and nothing else anywhere', async () => {
      const engine = createStoryEngine(
        loadSettings({
          OPENAI_TEXT_BASE_URL: text.baseURL,
          OPENAI_IMAGE_BASE_URL: image.baseURL,
          OPENAI_IMAGE_API_KEY: 'image-key',
          OPENAI_SPEECH_BASE_URL: speech.baseURL,
          OPENAI_SPEECH_API_KEY: 'speech-key',
          OPENAI_TEXT_MODEL: 'llama3.1',
          OPENAI_IMAGE_MODEL: 'stablediffusion',
          OPENAI_TTS_MODEL: 'kokoro',
          OPENAI_TTS_VOICE: 'af_bella',
        }),
      );
      const story = await engine.writeStory(brief);
      await engine.illustrateScene({ brief, story, sceneNumber: 1 });
      await engine.narrateScene({ brief, text: story.scenes[0].text, sceneNumber: 1 });

      expect(text.requests.map((r) => [r.path, r.authorization])).toEqual([['/v1/chat/completions', 'Bearer no-key']]);
      expect(image.requests.map((r) => [r.path, r.authorization])).toEqual([
        ['/v1/images/generations', 'Bearer image-key'],
      ]);
      expect(speech.requests.map((r) => [r.path, r.authorization])).toEqual([
        ['/v1/audio/speech', 'Bearer speech-key'],
      ]);
      expect(JSON.parse(text.requests[0].body).model).toBe('llama3.1');
      expect(JSON.parse(image.requests[0].body)).toMatchObject({
        model: 'stablediffusion',
        response_format: 'b64_json',
      });
      expect(JSON.parse(speech.requests[0].body)).toMatchObject({ model: 'kokoro', voice: 'af_bella' });
      for (const r of [...text.requests, ...image.requests, ...speech.requests])
        expect(r.body.toLowerCase()).not.toContain('lott');
    });

    it('draws offline when no picture server is configured', async () => {
      const engine = createStoryEngine(loadSettings({ OPENAI_TEXT_BASE_URL: text.baseURL }));
      const story = await engine.writeStory(brief);
      const picture = await engine.illustrateScene({ brief, story, sceneNumber: 1 });
      expect(picture.contentType).toBe('image/svg+xml');
      expect(image.requestsTo('images')).toHaveLength(1);
    });
  });
});
