import { afterAll, describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { stopSpeech } from '../../src/generation/offline/speech.ts';
import { assertWellFormedXml } from './well-formed-xml.ts';

const brief = (storySetting: string, language: 'en' | 'de' = 'en'): StoryBrief => ({
  audience: 'child',
  storyType: 'custom',
  language,
  recipientDetails: { name: 'Noah & <Sam>', age: 5, favoriteAnimal: 'rabbit', favoriteColor: 'green', storySetting },
});

afterAll(stopSpeech);

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
      expect(svg).toContain('#3e9b4f');
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
  it('speaks English and German as valid PCM WAV files', async () => {
    const engine = createOfflineEngine();
    for (const language of ['en', 'de'] as const) {
      const audio = await engine.narrateScene({
        brief: brief('magical-forest', language),
        text: language === 'de' ? 'Gute Nacht, kleiner Bär. Träum süß.' : 'Goodnight, little bear. Sweet dreams.',
        sceneNumber: 1,
      });
      const wav = audio.data;
      expect(audio.contentType).toBe('audio/wav');
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
      expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
      expect(wav.readUInt16LE(20)).toBe(1); // PCM
      expect(wav.readUInt16LE(22)).toBe(1); // mono
      const sampleRate = wav.readUInt32LE(24);
      expect(sampleRate).toBeGreaterThanOrEqual(8000);
      expect(wav.toString('ascii', 36, 40)).toBe('data');
      const dataBytes = wav.readUInt32LE(40);
      expect(dataBytes).toBe(wav.length - 44);
      // At least a second of sound, and not silence.
      expect(dataBytes / 2 / sampleRate).toBeGreaterThan(1);
      const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
      expect(Math.max(...samples.slice(0, 20000).map(Math.abs))).toBeGreaterThan(1000);
    }
  });
});
