import { afterAll, describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { stopSpeech, synthesiseNarration } from '@dreamweaver/storyteller/speech';
import { mp3Seconds } from '../../src/generation/audio-check.ts';
import { MP3_LEAD_SAMPLES } from '../../src/generation/mp3-encoder.ts';
import { stopNarrationEncoder } from '../../src/generation/offline/narration-encoder.ts';
import { assertWellFormedXml } from '../../../storyteller/test/well-formed-xml.ts';

const brief = (storySetting: string, language: 'en' | 'de' = 'en'): StoryBrief => ({
  audience: 'child',
  storyType: 'custom',
  language,
  recipientDetails: { name: 'Noah & <Sam>', age: 5, favoriteAnimal: 'rabbit', favoriteColor: 'green', storySetting },
});

afterAll(async () => {
  await stopSpeech();
  await stopNarrationEncoder();
});

describe('offline illustrations', () => {
  it('are well-formed standalone SVGs, different on every page, in the favourite colour', async () => {
    const engine = createOfflineEngine();
    const b = brief('animal-village');
    const story = await engine.writeStory(b);
    const pictures = await Promise.all(
      story.scenes.map((_, i) => engine.illustrateScene({ brief: b, story, sceneNumber: i + 1 })),
    );
    const svgs = pictures.map((p) => p.data.toString('utf8'));
    for (const [i, svg] of svgs.entries()) {
      expect(pictures[i].contentType).toBe('image/svg+xml');
      expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(() => assertWellFormedXml(svg), `scene ${i + 1}`).not.toThrow();
      expect(svg).toContain('#4caf6a'); // the lexicon's green
      expect(svg).toContain('Noah &amp; &lt;Sam&gt;');
    }
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('draw each setting in its own palette', async () => {
    const engine = createOfflineEngine();
    const settings = [
      'magical-forest',
      'enchanted-castle',
      'underwater-kingdom',
      'space-adventure',
      'dinosaur-land',
      'animal-village',
    ];
    const secondPages = await Promise.all(
      settings.map(async (setting) => {
        const b = brief(setting);
        return (
          await engine.illustrateScene({ brief: b, story: await engine.writeStory(b), sceneNumber: 2 })
        ).data.toString('utf8');
      }),
    );
    const skies = secondPages.map((svg) => svg.match(/<linearGradient id="sky"[\s\S]*?<\/linearGradient>/)![0]);
    expect(new Set(skies).size).toBe(settings.length);
  });

  it('draw the companion as its own species: an owl, a dolphin and a fox each look like themselves', async () => {
    const engine = createOfflineEngine();
    const companionOf = async (favoriteAnimal: string) => {
      const b: StoryBrief = {
        ...brief('magical-forest'),
        recipientDetails: { name: 'Mia', favoriteAnimal, favoriteColor: 'blue' },
      };
      const story = await engine.writeStory(b);
      return (await engine.illustrateScene({ brief: b, story, sceneNumber: 2 })).data.toString('utf8');
    };
    const [owl, dolphin, fox] = await Promise.all(['owl', 'dolphin', 'fox'].map(companionOf));
    expect(owl).toMatch(/<g data-species="owl" data-role="companion"/);
    expect(dolphin).toMatch(/<g data-species="dolphin" data-role="companion"/);
    expect(fox).toMatch(/<g data-species="fox" data-role="companion"/);
  });
});

describe('offline narration', () => {
  it('is stored as mono MP3 of about 48 kbit/s, many times smaller than the WAV it was spoken as, in English and German', async () => {
    const engine = createOfflineEngine();
    for (const language of ['en', 'de'] as const) {
      const text =
        language === 'de'
          ? 'Gute Nacht, kleiner Bär. Der Mond scheint hell. Träum süß.'
          : 'Goodnight, little bear. The moon is bright. Sweet dreams.';
      const audio = await engine.narrateScene({ brief: brief('magical-forest', language), text, sceneNumber: 1 });
      expect(audio.contentType).toBe('audio/mpeg');
      expect(audio.extension).toBe('mp3');
      const frames = mpegFrames(audio.data);
      // MPEG-2 layer III at 22,050 Hz, one channel, 48 kbit/s in every frame.
      expect(new Set(frames.map((f) => `${f.version} ${f.layer} ${f.sampleRate} ${f.mono} ${f.kbps}`))).toEqual(
        new Set(['2 3 22050 true 48']),
      );
      const seconds = mp3Seconds(audio.data);
      expect(seconds).toBeGreaterThan(2);
      // The same words spoken as WAV: 16-bit samples at 22,050 Hz.
      const { wav, sentenceStarts } = await synthesiseNarration(text, language);
      const wavSeconds = (wav.length - 44) / 2 / 22050;
      expect(audio.data.length).toBeLessThan(wav.length / 6);
      // The MP3 holds the whole WAV, after the encoder's lead, and at most a frame or two more.
      const lead = MP3_LEAD_SAMPLES / 22050;
      expect(seconds).toBeGreaterThanOrEqual(wavSeconds + lead);
      expect(seconds).toBeLessThan(wavSeconds + lead + 0.1);
      // Each sentence starts where it starts in the WAV, moved by that lead.
      expect(sentenceStarts).toHaveLength(3);
      expect(audio.sentenceStarts).toEqual(sentenceStarts!.map((start) => start + lead));
    }
  });
});

/** The header of every MPEG audio frame of `data` (this encoder writes no tag before or after them). */
function mpegFrames(data: Buffer) {
  const frames: { version: number; layer: number; sampleRate: number; mono: boolean; kbps: number }[] = [];
  const kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  for (let at = 0; at + 4 <= data.length; ) {
    expect(data[at]).toBe(0xff);
    const version = [2.5, 0, 2, 1][(data[at + 1] >> 3) & 3];
    const layer = 4 - ((data[at + 1] >> 1) & 3);
    const bitrate = kbps[data[at + 2] >> 4];
    const sampleRate = [22050, 24000, 16000][(data[at + 2] >> 2) & 3];
    const padding = (data[at + 2] >> 1) & 1;
    frames.push({ version, layer, sampleRate, mono: data[at + 3] >> 6 === 3, kbps: bitrate });
    at += Math.floor((72 * bitrate * 1000) / sampleRate) + padding;
  }
  return frames;
}
