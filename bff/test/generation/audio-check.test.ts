import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import {
  assertWholeNarration,
  minimumNarrationSeconds,
  mp3Seconds,
  wavSeconds,
} from '../../src/generation/audio-check.ts';
import { TransientEngineError, type MediaFile } from '../../src/generation/engine.ts';
import { startGenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { toneWav } from './fake-audio.ts';
import { latencyEngine } from './latency-engine.ts';

// goodnight.mp3: meSpeak's "Goodnight, little bear. Sweet dreams." encoded with LAME (32 kbit/s,
// 22.05 kHz mono, 3.7 s) behind an ID3v2.3 tag with a TIT2 frame, as TTS services deliver it.
const goodnightText = 'Goodnight, little bear. Sweet dreams.';
const goodnightMp3 = fs.readFileSync(new URL('./fixtures/goodnight.mp3', import.meta.url));
const sceneText =
  'Once upon a time, Mia and her friend the little fox walked into the magical forest, where the trees whispered softly and the fireflies danced in the evening light.';

const wav = (data: Buffer): MediaFile => ({ contentType: 'audio/wav', extension: 'wav', data });
const mp3 = (data: Buffer): MediaFile => ({ contentType: 'audio/mpeg', extension: 'mp3', data });

/** `seconds` of a tone encoded by FFmpeg as the bff encodes a recorded voice (64 kbit/s mono MP3, to a file). */
async function ffmpegMp3(seconds: number, options: string[]): Promise<Buffer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mp3-seconds-'));
  try {
    const file = path.join(folder, 'tone.mp3');
    await promisify(execFile)('ffmpeg', [
      ...[
        '-nostdin',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=220:duration=${seconds}:sample_rate=48000`,
      ],
      ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', ...options, '-f', 'mp3', file],
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function rejection(file: MediaFile, text: string): unknown {
  try {
    assertWholeNarration(file, text);
  } catch (error) {
    return error;
  }
  return undefined;
}

/** A copy of `wav` whose headers are consistent but whose sound stops after `bytes` bytes: what meSpeak wrote before it died. */
function consistentlyTruncated(whole: Buffer, bytes: number): Buffer {
  const cut = Buffer.from(whole.subarray(0, 44 + bytes));
  cut.writeUInt32LE(cut.length - 8, 4);
  cut.writeUInt32LE(bytes, 40);
  return cut;
}

describe('the narration check: WAV', () => {
  it('accepts a whole narration and measures its length', () => {
    const whole = toneWav(sceneText, { sampleRate: 22050 });
    expect(wavSeconds(whole)).toBeCloseTo(sceneText.match(/[\p{L}\p{N}]/gu)!.length * 0.08, 2);
    expect(assertWholeNarration(wav(whole), sceneText).data).toBe(whole);
  });

  it('rejects the truncated narration of the crash (~500 bytes of 22 kHz 16-bit mono per character) as transient', () => {
    const whole = toneWav(sceneText, { sampleRate: 22050 });
    const truncated = consistentlyTruncated(whole, 500 * sceneText.length);
    expect(() => wavSeconds(truncated)).not.toThrow(); // the file itself is well-formed …
    const error = rejection(wav(truncated), sceneText); // … but far too short for the text
    expect(error).toBeInstanceOf(TransientEngineError);
    expect((error as Error).message).toMatch(/s of sound for \d+ characters/);
  });

  it('rejects a file cut off mid-write, garbage, silence, an empty file and broken headers', () => {
    const whole = toneWav(sceneText, { sampleRate: 22050 });
    const silent = Buffer.from(whole);
    silent.fill(0, 44);
    const wrongRiffSize = Buffer.from(whole);
    wrongRiffSize.writeUInt32LE(whole.length, 4);
    const inconsistentFormat = Buffer.from(whole);
    inconsistentFormat.writeUInt32LE(11025, 28); // byte rate that does not match 22050 Hz 16-bit mono
    const noData = Buffer.from(whole.subarray(0, 36));
    noData.writeUInt32LE(noData.length - 8, 4);
    const cases: Record<string, Buffer> = {
      'cut off': whole.subarray(0, whole.length - 1000),
      'riff size': wrongRiffSize,
      garbage: Buffer.from('RIFF1'),
      'random bytes': Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
      silence: silent,
      empty: Buffer.alloc(0),
      fmt: inconsistentFormat,
      'no data chunk': noData,
      'an MP3 called WAV': goodnightMp3,
    };
    for (const [what, data] of Object.entries(cases)) {
      expect(rejection(wav(data), sceneText), what).toBeInstanceOf(TransientEngineError);
    }
  });

  it('needs more sound for a longer text, counting letters and digits, not spaces and punctuation', () => {
    expect(minimumNarrationSeconds('Mia, 5!   ...')).toBe(minimumNarrationSeconds('Mia5'));
    expect(minimumNarrationSeconds('Träum süß')).toBe(minimumNarrationSeconds('Traumsus'));
    const short = toneWav('Goodnight.');
    expect(() => assertWholeNarration(wav(short), 'Goodnight.')).not.toThrow();
    expect(rejection(wav(short), sceneText)).toBeInstanceOf(TransientEngineError);
  });
});

describe('the narration check: MP3', () => {
  it('accepts a whole MP3 behind an ID3v2 tag and measures its length from its frames', () => {
    expect(mp3Seconds(goodnightMp3)).toBeGreaterThan(3.5);
    expect(mp3Seconds(goodnightMp3)).toBeLessThan(4);
    expect(assertWholeNarration(mp3(goodnightMp3), goodnightText).data).toBe(goodnightMp3);
    // With an ID3v1 tag at the end, too.
    const tagged = Buffer.concat([goodnightMp3, Buffer.from('TAG'), Buffer.alloc(125)]);
    expect(() => assertWholeNarration(mp3(tagged), goodnightText)).not.toThrow();
  });

  it('measures an MP3 as a player plays it: not its Info frame, nor the encoder delay and padding LAME names', async () => {
    // 1.5 s of sound at 48 kHz, as the bff keeps a recorded voice: FFmpeg's LAME, with its Info tag and without.
    const tagged = await ffmpegMp3(1.5, []);
    expect(tagged.toString('latin1', 0, 400)).toContain('Info');
    expect(mp3Seconds(tagged)).toBeCloseTo(1.5, 6);
    // Without the tag a player plays every frame: 64 frames of 1,152 samples.
    expect(mp3Seconds(await ffmpegMp3(1.5, ['-write_xing', '0']))).toBeCloseTo((64 * 1152) / 48_000, 6);
  });

  it('rejects a download cut short, a lone ID3 tag, garbage, an empty file and too little sound for the text', () => {
    const id3Length = 10 + goodnightMp3.readUInt8(9) + 128 * goodnightMp3.readUInt8(8);
    const cases: [string, Buffer, string][] = [
      ['cut mid-frame', goodnightMp3.subarray(0, goodnightMp3.length - 50), goodnightText],
      ['only the tag', goodnightMp3.subarray(0, id3Length), goodnightText],
      ['the fake server body', Buffer.from('ID3-mp3-bytes'), goodnightText],
      ['garbage', Buffer.from('<html>502 Bad Gateway</html>'), goodnightText],
      ['empty', Buffer.alloc(0), goodnightText],
      ['garbage after the frames', Buffer.concat([goodnightMp3, Buffer.alloc(4000, 0x41)]), goodnightText],
      ['whole, but for a much longer text', goodnightMp3, `${sceneText} ${sceneText}`],
    ];
    for (const [what, data, text] of cases) {
      expect(rejection(mp3(data), text), what).toBeInstanceOf(TransientEngineError);
    }
  });
});

describe('the pipeline checks every narration before storing it', () => {
  let database: TestDatabase;
  const request: CreateStoryRequest = {
    audience: 'child',
    storyType: 'classic',
    language: 'en',
    recipientDetails: { name: 'Ada' },
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function run(engine: ReturnType<typeof latencyEngine>['engine']) {
    const media = mediaStoreFor(database.dataDir);
    const { id } = await createStory(database.knex, request, null);
    const worker = startGenerationWorker({
      db: database.knex,
      settings: loadSettings({ DATA_DIR: database.dataDir }),
      logger: createLogger('silent'),
      engine,
      media,
      pollIntervalMs: 20,
      retry: { attempts: 3, baseDelayMs: 5 },
    });
    let row;
    for (;;) {
      row = await database.knex('stories').where({ id }).first();
      if (row.generationStatus === 'completed' || row.generationStatus === 'failed') break;
      await sleep(20);
    }
    await worker.stop();
    const scenes = await database.knex('scenes').where({ storyId: id }).orderBy('sceneNumber');
    return { row, scenes, media };
  }

  it('retries a truncated narration and stores the whole one', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 4 });
    let truncatedLeft = 2;
    const engine = {
      ...fake.engine,
      narrateScene: async (
        input: Parameters<typeof fake.engine.narrateScene>[0],
        options?: { signal?: AbortSignal },
      ) => {
        const file = await fake.engine.narrateScene(input, options);
        if (input.sceneNumber === 2 && truncatedLeft-- > 0)
          return { ...file, data: consistentlyTruncated(file.data, 200) };
        return file;
      },
    };
    const { row, scenes, media } = await run(engine);
    expect(row.generationStatus).toBe('completed');
    expect(truncatedLeft).toBe(-1); // two truncated tries, then a whole one
    for (const scene of scenes) {
      const stored = await media.get(scene.audioKey);
      expect(() => assertWholeNarration(wav(stored!.data), scene.text), `scene ${scene.sceneNumber}`).not.toThrow();
    }
  });

  it('never stores a narration that stays truncated: the story completes without it (narration is optional)', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    const engine = {
      ...fake.engine,
      narrateScene: async (
        input: Parameters<typeof fake.engine.narrateScene>[0],
        options?: { signal?: AbortSignal },
      ) => {
        const file = await fake.engine.narrateScene(input, options);
        return input.sceneNumber === 3 ? { ...file, data: consistentlyTruncated(file.data, 200) } : file;
      },
    };
    const { row, scenes } = await run(engine);
    expect(row.generationStatus).toBe('completed');
    expect(scenes.find((s: { sceneNumber: number }) => s.sceneNumber === 3).audioKey).toBeNull();
    expect(scenes.find((s: { sceneNumber: number }) => s.sceneNumber === 2).audioKey).not.toBeNull();
  });
});
