import { splitSentences } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { recordedSentenceStarts } from '../../src/services/voice/recording-timing.ts';
import { spokenTake } from '../support/spoken-takes.ts';

// A parent reading at night stops inside a sentence (a page to turn, a child's question), often
// for longer than between sentences. The highlight must not run ahead to the next sentence there
// and stay a sentence ahead to the end of the scene: each sentence lights up within 0.3 s of its
// first word. The takes are real speech (eSpeak NG) with the pauses put where we say, through
// WebM/Opus as a browser records it. "⏸2.5" in a sentence is a hesitation of 2.5 s.

const TOLERANCE_SECONDS = 0.3;

const takes = {
  en: {
    'one hesitation in the middle of a sentence, longer than the pauses between sentences': {
      sentences: [
        'Luna found a little lantern in the grass.',
        'It glowed like the moon ⏸2.5 on a calm and quiet night.',
        'She carried it carefully all the way home.',
        'Then she put it by her bed and fell asleep.',
      ],
      pauses: [0.7, 0.7, 0.7],
    },
    'one hesitation early in a long sentence, next to short ones': {
      sentences: [
        'Goodnight, little owl.',
        'Somewhere far away ⏸2 a train hummed its own slow and sleepy song across the valley.',
        'Yes.',
        'Max yawned and pulled the blanket up to his nose.',
      ],
      pauses: [0.6, 0.5, 0.8],
    },
    'several hesitations, early, middle and late, at a changing pace': {
      sentences: [
        'Luna found ⏸1.5 a little lantern in the grass.',
        '“Who are you?” she whispered.',
        'The lantern flickered twice, ⏸2.2 as if it wanted to answer, and then it shone a warm path all the way down ⏸1.4 to the sleepy river.',
        'Yes.',
        'Sleep well.',
        'She followed the light home and curled up in her warm bed ⏸1.8 at last.',
      ],
      pauses: [0.5, 0.8, 0.6, 0.9, 0.5],
      speeds: [150, 140, 160, 150, 145, 155],
    },
  },
  de: {
    'one hesitation in the middle of a sentence, longer than the pauses between sentences': {
      sentences: [
        'Luna fand eine kleine Laterne im Gras.',
        'Sie leuchtete wie der Mond ⏸2.5 in einer stillen und ruhigen Nacht.',
        'Sie trug sie vorsichtig den ganzen Weg nach Hause.',
        'Dann stellte sie sie neben ihr Bett und schlief ein.',
      ],
      pauses: [0.7, 0.7, 0.7],
    },
    'one hesitation early in a long sentence, next to short ones': {
      sentences: [
        'Gute Nacht, kleine Eule.',
        'Irgendwo weit weg ⏸2 summte ein Zug sein langsames und müdes Lied über das Tal.',
        'Ja.',
        'Max gähnte und zog die Decke bis zur Nase.',
      ],
      pauses: [0.6, 0.5, 0.8],
    },
    'several hesitations, early, middle and late, at a changing pace': {
      sentences: [
        'Luna fand ⏸1.5 eine kleine Laterne im Gras.',
        '„Wer bist du?“, flüsterte sie.',
        'Die Laterne flackerte zweimal, ⏸2.2 als wollte sie antworten, und dann leuchtete sie einen warmen Weg ⏸1.4 bis hinunter zum schläfrigen Fluss.',
        'Ja.',
        'Schlaf gut.',
        'Sie folgte dem Licht nach Hause und kuschelte sich in ihr warmes Bett ⏸1.8 hinein.',
      ],
      pauses: [0.5, 0.8, 0.6, 0.9, 0.5],
      speeds: [150, 140, 160, 150, 145, 155],
    },
  },
} satisfies Record<'en' | 'de', Record<string, { sentences: string[]; pauses: number[]; speeds?: number[] }>>;

for (const language of ['en', 'de'] as const) {
  describe(`sentence starts in a take read in ${language === 'en' ? 'English' : 'German'} with hesitations`, () => {
    for (const [name, take] of Object.entries(takes[language])) {
      it(name, async () => {
        const speeds = 'speeds' in take ? take.speeds : [];
        const { sentences, samples, sampleRate, truth } = await spokenTake(
          language,
          take.sentences,
          take.pauses,
          speeds,
        );
        // The scene's text splits into exactly these sentences, as the bff splits it.
        expect(splitSentences(sentences.join(' '))).toEqual(sentences);
        const { starts, fromPauses } = recordedSentenceStarts(samples, sampleRate, sentences);
        const off = starts.map((start, i) => Math.round((start - truth[i]) * 100) / 100);
        expect(
          off.filter((seconds) => Math.abs(seconds) > TOLERANCE_SECONDS),
          `seconds from each sentence's first word to its highlight: ${off.join(', ')}`,
        ).toEqual([]);
        expect(fromPauses).toBe(true);
      }, 30_000);
    }
  });
}
