import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mp3Seconds } from '../../src/generation/audio-check.ts';
import { enginePlan, textFormatFor } from '../../src/generation/create-engine.ts';
import type { StoryBrief, WrittenStory } from '../../src/generation/engine.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { createPlanReader } from '../../src/generation/openai/plan-reader.ts';
import { ProviderRequestError, TransientProviderError } from '../../src/generation/openai/provider-errors.ts';
import type { OpenAiEngineOptions } from '../../src/generation/openai/servers.ts';
import { sniffAudio, speechAsMp3 } from '../../src/generation/openai/speech-answer.ts';
import type { TextFormat } from '../../src/generation/openai/text-format.ts';
import { loadSettings } from '../../src/settings.ts';
import { spawnSync } from 'node:child_process';
import { OWN_VOICES, toneWav } from './fake-openai-compat.ts';
import { startFakeOpenAiServer, PNG_BYTES, type FakeOpenAiServer } from './fake-openai-server.ts';
import { emptyPlanReading } from './plan-fixtures.ts';

// The differences of self-hosted servers (Ollama, llama.cpp, LocalAI, Kokoro-FastAPI, Piper
// servers), each played by a mode of the fake server (fake-openai-compat.ts).

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const brief = (language: 'en' | 'de'): StoryBrief => ({
  audience: 'child',
  storyType: 'classic',
  language,
  recipientDetails: { name: 'Ada', age: 5 },
});

type Parts = {
  text?: Partial<NonNullable<OpenAiEngineOptions['text']>>;
  speech?: Partial<NonNullable<OpenAiEngineOptions['speech']>>;
};

function engine({ text = {}, speech = {} }: Parts = {}) {
  const server = { baseURL: fake.baseURL };
  return createOpenAiEngine({
    text: { ...server, model: 'llama3.1', moderation: false, ...text },
    image: { ...server, model: 'stablediffusion', size: '512x512' },
    speech: { ...server, model: 'kokoro', voice: 'nova', ...speech },
    timeouts: { text: 5000, image: 5000, speech: 5000, moderation: 5000 },
  });
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as Error;
}

const chats = () => fake.requestsTo('chat').map((r) => JSON.parse(r.body));

describe('text servers without strict structured outputs', () => {
  it('json_object: asks in JSON mode with the shape in the prompt, and still tells the opening early', async () => {
    fake.setMode('chat', 'no-json-schema');
    let opening: WrittenStory | undefined;
    const written = await engine({ text: { format: 'json_object' } }).writeStory(brief('en'), {
      onOpening: (told) => {
        opening = told;
      },
    });
    expect(written.scenes).toHaveLength(5);
    expect(opening?.scenes).toHaveLength(1);
    const [sent] = chats();
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.stream).toBe(true);
    // The shape is the zod format's JSON Schema, the one the strict mode sends.
    expect(sent.messages[0].content).toMatch(/JSON Schema/);
    expect(sent.messages[0].content).toContain('"characterDescription"');
  });

  it('json_schema (the default for OpenAI) is refused by such a server: the setting is what makes it work', async () => {
    fake.setMode('chat', 'no-json-schema');
    expect(await failure(engine({ text: { format: 'json_schema' } }).writeStory(brief('en')))).toBeInstanceOf(
      ProviderRequestError,
    );
  });

  it('text: sends no response_format at all', async () => {
    fake.setMode('chat', 'no-response-format');
    const written = await engine({ text: { format: 'text' } }).writeStory(brief('de'));
    expect(written.scenes).toHaveLength(5);
    expect(chats()[0].response_format).toBeUndefined();
  });

  it.each([
    ['fenced', 'json_object'],
    ['prose-wrapped', 'json_object'],
    ['prose-wrapped', 'text'],
  ] as const)('digs the story out of a %s answer (%s)', async (mode, format) => {
    fake.setMode('chat', mode);
    let told = false;
    const written = await engine({ text: { format } }).writeStory(brief('en'), {
      onOpening: () => {
        told = true;
      },
    });
    expect(written.title).toBe('{{HERO}} and the Moonlit Meadow');
    expect(told).toBe(true);
    expect(chats()).toHaveLength(1);
  });

  it('repairs an answer that does not fit once, with what was wrong and the answer itself', async () => {
    fake.setMode('chat', 'wrong-shape', { times: 1 });
    const written = await engine({ text: { format: 'json_object' } }).writeStory(brief('en'));
    expect(written.scenes).toHaveLength(5);
    const sent = chats();
    expect(sent).toHaveLength(2);
    const repair = sent[1].messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify({ title: 'A story', scenes: [] }) });
    expect(repair.at(-1).content).toMatch(/did not fit the story's format: summary: .*scenes: /);
    expect(repair.at(-1).content).toMatch(/Answer again with the whole story/);
  });

  it.each(['not-json', 'wrong-shape'] as const)(
    'gives up after one repair of %s with a transient error that quotes nothing of the answer',
    async (mode) => {
      fake.setMode('chat', mode);
      const error = await failure(engine({ text: { format: 'json_object' } }).writeStory(brief('en')));
      expect(error).toBeInstanceOf(TransientProviderError);
      expect(error.message).toMatch(/even after one repair/);
      expect(error.message).not.toMatch(/once upon|A story|HERO/i);
      expect(chats()).toHaveLength(2);
    },
  );

  it('json_schema keeps its one call: a strict server does not need the repair round', async () => {
    fake.setMode('chat', 'wrong-shape', { times: 1 });
    expect(await failure(engine({ text: { format: 'json_schema' } }).writeStory(brief('en')))).toBeInstanceOf(
      TransientProviderError,
    );
    expect(chats()).toHaveLength(1);
  });

  it('a server that cannot stream is asked for the whole answer with streaming off', async () => {
    fake.setMode('chat', 'no-stream');
    expect(await failure(engine({ text: { format: 'json_object' } }).writeStory(brief('en')))).toBeInstanceOf(
      ProviderRequestError,
    );
    fake.reset();
    fake.setMode('chat', 'no-stream');
    let told = false;
    const written = await engine({ text: { format: 'json_object', stream: false } }).writeStory(brief('en'), {
      onOpening: () => {
        told = true;
      },
    });
    expect(written.scenes).toHaveLength(5);
    expect(chats()[0].stream).toBeFalsy();
    // The opening comes with the whole answer (the pipeline checks it against the story anyway).
    expect(told).toBe(true);
  });

  it.each(['json_object', 'text'] as const)('reads the plan in %s mode, repairing once', async (format) => {
    fake.setMode('chat', format === 'text' ? 'no-response-format' : 'no-json-schema');
    fake.setPlanAnswers(['Sure! {"hero": "not a plan"}', `\`\`\`json\n${emptyPlanReading}\n\`\`\``]);
    const reader = createPlanReader({ baseURL: fake.baseURL, model: 'llama3.1', format });
    const result = await reader.readPlan({ language: 'en', lines: ['Age: 5'] });
    expect(result).toHaveProperty('reading');
    const sent = chats();
    expect(sent).toHaveLength(2);
    expect(sent[0].response_format).toEqual(format === 'text' ? undefined : { type: 'json_object' });
    expect(sent[0].messages[0].content).toContain('"afterlife"');
    expect(sent[1].messages.at(-1).content).toMatch(/did not fit the plan's format: hero/);
  });
});

describe('speech servers with other voices and formats', () => {
  const text = 'The fox yawned.';

  it.each(['wav', 'wav-as-mp3'] as const)('stores a %s answer as a real MP3, never mislabelled', async (mode) => {
    fake.setMode('speech', mode);
    const audio = await engine().narrateScene({ brief: brief('en'), text, sceneNumber: 1 });
    expect(audio).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3' });
    expect(sniffAudio(audio.data)).toBe('mp3');
    // The fake's one second of tone, with the encoder's delay.
    expect(mp3Seconds(audio.data)).toBeGreaterThan(0.9);
    expect(mp3Seconds(audio.data)).toBeLessThan(1.2);
  });

  it.each([
    ['flac', 'flac', ['-c:a', 'flac', '-f', 'flac']],
    ['opus', 'ogg', ['-c:a', 'libopus', '-f', 'ogg']],
    ['aac', 'aac', ['-c:a', 'aac', '-f', 'adts']],
  ] as const)('makes %s into MP3', async (_format, kind, args) => {
    const encoded = spawnSync('ffmpeg', ['-loglevel', 'error', '-i', 'pipe:0', ...args, 'pipe:1'], {
      input: toneWav(),
    });
    expect(encoded.status).toBe(0);
    expect(sniffAudio(encoded.stdout)).toBe(kind);
    const audio = await speechAsMp3(encoded.stdout);
    expect(sniffAudio(audio.data)).toBe('mp3');
    expect(mp3Seconds(audio.data)).toBeGreaterThan(0.9);
  });

  it('a broken file of a known kind is a transient error, not a crash', async () => {
    const broken = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(64, 7)]);
    expect(await failure(speechAsMp3(broken))).toBeInstanceOf(TransientProviderError);
  });

  it('refuses an answer that is not sound, quoting nothing of it', async () => {
    fake.setMode('speech', 'not-audio');
    const error = await failure(engine().narrateScene({ brief: brief('en'), text, sceneNumber: 1 }));
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).not.toMatch(/html|Kokoro/i);
  });

  it("speaks with the server's own voice per language, in the format it can make", async () => {
    fake.setMode('speech', 'own-voices-wav-only');
    expect(await failure(engine().narrateScene({ brief: brief('en'), text, sceneNumber: 1 }))).toBeInstanceOf(
      ProviderRequestError,
    );
    const own = engine({ speech: { voice: 'af_heart', voices: { de: 'de_DE-thorsten-medium' }, format: 'wav' } });
    const en = await own.narrateScene({ brief: brief('en'), text, sceneNumber: 1 });
    const de = await own.narrateScene({ brief: brief('de'), text: 'Der Fuchs gähnte.', sceneNumber: 1 });
    expect(sniffAudio(en.data)).toBe('mp3');
    expect(sniffAudio(de.data)).toBe('mp3');
    const sent = fake.requestsTo('speech').map((r) => JSON.parse(r.body));
    expect(sent.slice(1).map((s) => [s.voice, s.response_format])).toEqual([
      ['af_heart', 'wav'],
      ['de_DE-thorsten-medium', 'wav'],
    ]);
    expect(OWN_VOICES).not.toContain('nova');
  });
});

describe('image servers that answer with a URL', () => {
  const story: WrittenStory = {
    title: 'A story',
    summary: 'A summary',
    characterDescription: 'a small child',
    scenes: [{ text: 'The fox yawned.', imagePrompt: 'a fox in a meadow' }],
  };
  const draw = () => engine().illustrateScene({ brief: brief('en'), story, sceneNumber: 1 });
  const gets = () => fake.requests.filter((r) => r.method === 'GET').map((r) => r.path);

  it.each(['url', 'url-redirect-same'] as const)(
    'fetches the picture from the image server itself (%s)',
    async (mode) => {
      fake.setMode('images', mode);
      const picture = await draw();
      expect(picture).toMatchObject({ contentType: 'image/png', extension: 'png' });
      expect(picture.data.equals(PNG_BYTES)).toBe(true);
      expect(gets().at(-1)).toBe('/files/picture.png');
    },
  );

  it('never fetches a URL on another origin', async () => {
    fake.setMode('images', 'url-foreign');
    expect(await failure(draw())).toBeInstanceOf(ProviderRequestError);
    expect(gets()).toEqual([]);
  });

  it('never follows a redirect to another origin', async () => {
    fake.setMode('images', 'url-redirect-foreign');
    expect(await failure(draw())).toBeInstanceOf(ProviderRequestError);
    expect(gets()).toEqual(['/files/redirect-foreign']);
  });

  it.each([
    ['url-not-image', /not a picture/],
    ['url-too-large', /too large/],
  ] as const)('refuses %s', async (mode, message) => {
    fake.setMode('images', mode);
    const error = await failure(draw());
    expect(error).toBeInstanceOf(TransientProviderError);
    expect(error.message).toMatch(message);
  });
});

describe('settings of self-hosted servers', () => {
  const format = (env: Record<string, string>): TextFormat => {
    const settings = loadSettings(env);
    return textFormatFor(settings, enginePlan(settings).text!);
  };

  it('asks OpenAI for a strict schema and any other server for JSON mode, unless told', () => {
    expect(format({ OPENAI_API_KEY: 'sk-test' })).toBe('json_schema');
    expect(format({ OPENAI_TEXT_BASE_URL: 'http://ollama:11434/v1' })).toBe('json_object');
    expect(format({ OPENAI_TEXT_BASE_URL: 'http://ollama:11434/v1', OPENAI_TEXT_FORMAT: 'JSON_SCHEMA' })).toBe(
      'json_schema',
    );
    expect(format({ OPENAI_TEXT_BASE_URL: 'http://llama:8080/v1', OPENAI_TEXT_FORMAT: 'text' })).toBe('text');
    expect(() => loadSettings({ OPENAI_TEXT_FORMAT: 'yaml' })).toThrow();
    expect(() => loadSettings({ OPENAI_TTS_FORMAT: 'pcm' })).toThrow();
    expect(loadSettings({}).OPENAI_TTS_FORMAT).toBe('mp3');
  });
});
