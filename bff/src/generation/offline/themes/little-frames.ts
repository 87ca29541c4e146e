// A toddler's goal that no theme recognised: one short present-tense line to meet it and one to
// master it, with sound words, in a frame that holds any kind of phrase (never the older
// children's "Lately … had become very important to …").
import type { DePhrase } from './phrase-de.ts';
import type { EnPhrase } from './phrase-en.ts';
import type { DeWords, EnWords, Scenes } from './types.ts';
import { pick } from './words.ts';

function thoughtEn(p: EnPhrase, w: EnWords): string {
  if (p.kind === 'gerund' || p.kind === 'noun') return `Hmm, hmm! ${w.name} thinks about ${p.text}.`;
  if (p.kind === 'clause') return `Hmm, hmm! ${w.name} thinks about how ${p.text}.`;
  return `${w.name} has a big, big thought. Hmm, hmm!`;
}

export function littleFrameEn(p: EnPhrase, w: EnWords, random: () => number): Scenes {
  return {
    challenge: [thoughtEn(p, w)],
    mastery: [
      pick(
        [
          `${w.name} tries and tries. Yes, yes, yes!`,
          `Clap, clap, clap! ${w.pal} is proud of ${w.name}.`,
          `Step by step, ${w.name} can! Hooray, ${w.pal}!`,
        ],
        random,
      ),
    ],
  };
}

function thoughtDe(p: DePhrase, w: DeWords): string {
  if (p.kind === 'infinitive') return `Hm, hm! ${w.name} denkt daran, ${p.zu}.`;
  if (p.kind === 'nominal') return `Hm, hm! ${w.name} denkt ans ${p.text}.`;
  if (p.kind === 'noun') return `Hm, hm! ${w.name} denkt an ${p.text}.`;
  return `${w.name} hat einen großen, großen Gedanken. Hm, hm!`;
}

export function littleFrameDe(p: DePhrase, w: DeWords, random: () => number): Scenes {
  return {
    challenge: [thoughtDe(p, w)],
    mastery: [
      pick(
        [
          `${w.name} probiert und probiert. Ja, ja, ja!`,
          `Klatsch, klatsch, klatsch! ${w.pal} freut sich mit ${w.name}.`,
          `Schritt für Schritt, ${w.name} kann es! Hurra, ${w.pal}!`,
        ],
        random,
      ),
    ],
  };
}
