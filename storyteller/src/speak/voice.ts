import type { Language } from '@dreamweaver/contracts';
import { SENTENCE_MARK_SECONDS } from './narration-audio.ts';

// How the offline voice speaks: meSpeak's settings for the bedtime voice, and a text as SSML.

/** How meSpeak is asked to speak (its `speak` options). */
export interface VoiceSettings {
  voice: string;
  /** One of meSpeak's built-in variants (m1–m7, f1–f5, …). */
  variant: string;
  /** Words per minute (meSpeak's default is 175). */
  speed: number;
  /** 0–99 within the variant's range (meSpeak's default is 50). */
  pitch: number;
  /** Extra gap between words in 10 ms units. */
  wordgap: number;
}

/**
 * The bedtime voice: slower and lower than meSpeak's default, in its smoothest female variant
 * (f5 has no roughness, unlike f1–f4 and the default male voice's buzz); German is given a little
 * more time because its words are longer. Pauses between sentences are made by narration-audio.ts.
 */
export const bedtimeVoices: Readonly<Record<Language, Readonly<VoiceSettings>>> = {
  en: { voice: 'en/en-us', variant: 'f5', speed: 130, pitch: 30, wordgap: 2 },
  de: { voice: 'de', variant: 'f5', speed: 125, pitch: 30, wordgap: 2 },
};

/** The text as SSML for eSpeak, with a long break between sentences that narration-audio.ts finds and shortens. */
export function sentencesAsSsml(sentences: readonly string[]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const mark = `<break time="${Math.round(SENTENCE_MARK_SECONDS * 1000) + 300}ms"/>`;
  return `<speak>${sentences.map(escape).join(` ${mark} `)}</speak>`;
}

/** A narration: its WAV file, and where each sentence (contracts' splitSentences) starts when that is known. */
export interface Narration {
  wav: Buffer;
  sentenceStarts?: number[];
}
