import { splitSentences } from '@dreamweaver/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { assertWholeWav } from '../src/speak/whole-wav.ts';
import {
  bedtimeLoudness,
  bedtimePauses,
  decodeWav16,
  silenceRuns,
  speechLoudnessDb,
} from '../src/speak/narration-audio.ts';
import { stopSpeech, synthesiseNarration } from '../src/speak/speech.ts';
import { bedtimeVoices } from '../src/speak/voice.ts';

// The offline bedtime voice, heard through meSpeak itself: slower and lower than meSpeak's
// default, a pause after every sentence at the second the read-along is told, and every scene
// as loud as the next, in English and German.

afterAll(stopSpeech);

const scenes = {
  en: {
    short: 'Goodnight, little bear. Sleep well.',
    long: 'Mia and the little fox walked along the quiet path, where the trees whispered softly. The moon rose over the hills, round and silver! "Are you sleepy?" asked the fox. Mia nodded and yawned a big, slow yawn. Together they counted the stars, one, two, three, until their eyes grew heavy. And the forest sang them to sleep.',
  },
  de: {
    short: 'Gute Nacht, kleiner Bär. Schlaf gut.',
    long: 'Mia und der kleine Fuchs gingen den stillen Weg entlang, wo die Bäume leise flüsterten. Der Mond ging über den Hügeln auf, rund und silbern! „Bist du müde?“, fragte der Fuchs. Mia nickte und gähnte ganz langsam. Zusammen zählten sie die Sterne, eins, zwei, drei, bis ihre Augen schwer wurden. Und der Wald sang sie in den Schlaf.',
  },
} as const;

/** The median fundamental frequency of the loud parts, by autocorrelation over 40 ms frames every 0.08 s (80–400 Hz). */
function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.round(sampleRate / 400);
  const maxLag = Math.round(sampleRate / 80);
  const found: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += 2 * frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i] * samples[i];
    if (Math.sqrt(energy / frame) < 1500) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = start; i < start + frame; i++) sum += samples[i] * samples[i + lag];
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (best > 0.5 * energy) found.push(sampleRate / bestLag);
  }
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)];
}

const seconds = (wav: Buffer) => {
  const { samples, sampleRate } = decodeWav16(wav);
  return samples.length / sampleRate;
};

describe.each(['en', 'de'] as const)('the bedtime voice (%s)', (language) => {
  it('speaks slower than at meSpeak’s default rate', async () => {
    const text = scenes[language].long;
    expect(bedtimeVoices[language].speed).toBeLessThan(175);
    const calm = await synthesiseNarration(text, language);
    const brisk = await synthesiseNarration(text, language, { voice: { speed: 175 } });
    // Same pauses in both: the difference is the speech itself.
    expect(seconds(calm.wav)).toBeGreaterThan(seconds(brisk.wav) * 1.15);
  });

  it('speaks lower than its variant at a higher pitch setting', async () => {
    const text = scenes[language].short;
    expect(bedtimeVoices[language].pitch).toBeLessThan(50);
    const [calm, high] = await Promise.all([
      synthesiseNarration(text, language),
      synthesiseNarration(text, language, { voice: { pitch: 70 } }),
    ]);
    const pitch = (wav: Buffer) => {
      const { samples, sampleRate } = decodeWav16(wav);
      return medianPitchHz(samples, sampleRate);
    };
    expect(pitch(calm.wav)).toBeLessThan(pitch(high.wav) * 0.9);
  });

  it('pauses after every sentence, where the read-along is told each sentence starts', async () => {
    const text = scenes[language].long;
    const sentences = splitSentences(text);
    const { wav, sentenceStarts } = await synthesiseNarration(text, language);
    expect(() => assertWholeWav(wav)).not.toThrow();
    expect(sentenceStarts).toHaveLength(sentences.length);
    const { samples, sampleRate } = decodeWav16(wav);
    const pauses = silenceRuns(samples, sampleRate, bedtimePauses.sentence - 0.01);
    sentenceStarts!.forEach((start, index) => {
      if (index > 0) expect(start).toBeGreaterThan(sentenceStarts![index - 1] + bedtimePauses.sentence);
      // Sentence 2 on starts as a pause of the bedtime length ends; the first after the lead-in.
      const pause = pauses.find((run) => run.end >= start - 0.001 && run.end <= start + 0.06);
      if (index === 0) expect(start).toBeCloseTo(bedtimePauses.leadIn, 2);
      else expect(pause, `a pause before sentence ${index + 1} (${start} s)`).toBeDefined();
      // There is speech right after the start.
      const window = samples.subarray(Math.round((start + 0.05) * sampleRate), Math.round((start + 0.6) * sampleRate));
      expect(Math.max(...Array.from(window, Math.abs))).toBeGreaterThan(2000);
    });
    // No long pause anywhere but between sentences and at the end.
    expect(pauses.filter((run) => run.start > 0 && run.end < samples.length / sampleRate - 0.01)).toHaveLength(
      sentences.length - 1,
    );
  });

  it('makes short and long scenes equally loud', async () => {
    const levels = await Promise.all(
      [scenes[language].short, scenes[language].long].map(async (text) => {
        const { samples, sampleRate } = decodeWav16((await synthesiseNarration(text, language)).wav);
        return speechLoudnessDb(samples, sampleRate);
      }),
    );
    for (const level of levels) expect(Math.abs(level - bedtimeLoudness.speechRmsDb)).toBeLessThan(1.5);
    expect(Math.abs(levels[0] - levels[1])).toBeLessThan(1.5);
  });
});
