import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransientEngineError, type StoryBrief } from '../../src/generation/engine.ts';
import { createOpenAiEngine, UnsuitableBriefError } from '../../src/generation/openai/openai-engine.ts';

// A local server that speaks the parts of the OpenAI API the engine uses.

interface Recorded {
  method: string;
  path: string;
  body: string;
}

type Reply = (req: Recorded, res: ServerResponse) => void;

const recorded: Recorded[] = [];
const scripted = new Map<string, Reply[]>();
let server: Server;
let baseURL: string;

const draft = {
  title: '{{HERO}} and the Moonlit Meadow',
  summary: '{{HERO}} and a little fox wander through a meadow and fall asleep.',
  characterDescription: 'a small child in a purple raincoat with curly hair, with a tiny red fox',
  scenes: Array.from({ length: 5 }, (_, i) => ({
    text: i === 4 ? 'At last {{ HERO }} closed both eyes and fell asleep.' : `Scene ${i + 1}: {{HERO}} smiled at the fox.`,
    imagePrompt: `{{HERO}} walking through a meadow, scene ${i + 1}`,
  })),
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const defaults: Record<string, Reply> = {
  'POST /v1/moderations': (_req, res) => json(res, 200, { id: 'mod', model: 'omni-moderation-latest', results: [{ flagged: false, categories: {}, category_scores: {} }] }),
  'POST /v1/chat/completions': (_req, res) =>
    json(res, 200, {
      id: 'chat', object: 'chat.completion', created: 1, model: 'test-text',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(draft), refusal: null } }],
    }),
  'POST /v1/images/generations': (_req, res) => json(res, 200, { created: 1, output_format: 'png', data: [{ b64_json: Buffer.from('PNGDATA').toString('base64') }] }),
  'POST /v1/audio/speech': (_req, res) => {
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    res.end(Buffer.from('ID3-mp3-bytes'));
  },
};

function failWith(status: number): Reply {
  return (_req, res) => json(res, status, { error: { message: `status ${status}`, type: 'test' } }, { 'retry-after-ms': '5' });
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method!, path: req.url!, body: Buffer.concat(chunks).toString('utf8') };
      recorded.push(entry);
      const key = `${entry.method} ${entry.path}`;
      const reply = scripted.get(key)?.shift() ?? defaults[key];
      if (reply) reply(entry, res);
      else json(res, 404, { error: { message: `no route ${key}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  recorded.length = 0;
  scripted.clear();
});

const brief: StoryBrief = {
  audience: 'child',
  storyType: 'custom',
  language: 'en',
  recipientDetails: { name: 'Zephyrine Moon', age: 5, favoriteAnimal: 'fox', favoriteColor: 'purple', personalization: 'zephyrine loves meadows', recentAchievement: 'Zephyrine Moon learned to swim' },
  storySetting: 'magical-forest',
};

function engine() {
  return createOpenAiEngine({
    apiKey: 'test-key', baseURL, textModel: 'test-text', imageModel: 'test-image', imageSize: '1024x1024',
    ttsModel: 'test-tts', ttsVoice: 'nova', timeouts: { text: 5000, image: 5000, speech: 5000, moderation: 5000 },
  });
}

describe('OpenAI engine', () => {
  it('writes the story in one structured call, never sends the name, and fills the placeholder', async () => {
    const e = engine();
    const story = await e.writeStory(brief);
    expect(story.title).toBe('Zephyrine Moon and the Moonlit Meadow');
    expect(story.scenes).toHaveLength(5);
    expect(story.scenes[4].text).toBe('At last Zephyrine Moon closed both eyes and fell asleep.');
    expect(story.scenes[0].imagePrompt).toBe('the hero walking through a meadow, scene 1');

    const picture = await e.illustrateScene({ brief, story, sceneNumber: 2 });
    expect(picture).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(picture.data.toString()).toBe('PNGDATA');
    const audio = await e.narrateScene({ brief, text: story.scenes[0].text, sceneNumber: 1 });
    expect(audio).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3' });

    expect(recorded.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/moderations',
      'POST /v1/chat/completions',
      'POST /v1/images/generations',
      'POST /v1/audio/speech',
    ]);
    for (const request of recorded) expect(request.body.toLowerCase()).not.toContain('zephyrine');

    const moderation = JSON.parse(recorded[0].body);
    expect(moderation.model).toBe('omni-moderation-latest');
    expect(moderation.input).toContain('fox');
    expect(moderation.input).toContain('{{HERO}} loves meadows');
    const chat = JSON.parse(recorded[1].body);
    expect(chat.model).toBe('test-text');
    expect(chat.response_format.type).toBe('json_schema');
    expect(chat.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(chat.response_format.json_schema.schema.properties).sort()).toEqual(['characterDescription', 'scenes', 'summary', 'title']);
    expect(chat.messages[0].content).toContain('{{HERO}}');
    expect(chat.messages[1].content).toContain('Favourite animal: fox');
    const image = JSON.parse(recorded[2].body);
    expect(image).toMatchObject({ model: 'test-image', size: '1024x1024', n: 1 });
    expect(image.prompt).toContain('purple raincoat');
    expect(image.prompt).toContain('scene 2');
    const speech = JSON.parse(recorded[3].body);
    expect(speech).toMatchObject({ model: 'test-tts', voice: 'nova', response_format: 'mp3' });
    expect(speech.input).toBe('Scene 1: Little Star smiled at the fox.');
  });

  it('retries 429 and 500 and then succeeds', async () => {
    scripted.set('POST /v1/chat/completions', [failWith(429), failWith(500)]);
    const story = await engine().writeStory(brief);
    expect(story.scenes).toHaveLength(5);
    expect(recorded.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(3);
  });

  it('reports a provider that keeps failing as transient, and a bad request as final', async () => {
    scripted.set('POST /v1/images/generations', [failWith(503), failWith(503), failWith(503)]);
    const e = engine();
    const story = await e.writeStory(brief);
    await expect(e.illustrateScene({ brief, story, sceneNumber: 1 })).rejects.toBeInstanceOf(TransientEngineError);
    expect(recorded.filter((r) => r.path === '/v1/images/generations')).toHaveLength(3);

    scripted.set('POST /v1/audio/speech', [failWith(400)]);
    const final = await e.narrateScene({ brief, text: 'Hello', sceneNumber: 1 }).catch((error: unknown) => error);
    expect(final).toBeInstanceOf(Error);
    expect(final).not.toBeInstanceOf(TransientEngineError);
  });

  it('refuses a brief the moderation endpoint flags', async () => {
    scripted.set('POST /v1/moderations', [(_req, res) => json(res, 200, { id: 'm', model: 'x', results: [{ flagged: true, categories: {}, category_scores: {} }] })]);
    await expect(engine().writeStory(brief)).rejects.toBeInstanceOf(UnsuitableBriefError);
    expect(recorded.some((r) => r.path === '/v1/chat/completions')).toBe(false);
  });
});
