import { STORY_SETTINGS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { readAloudOrder, sceneTexts, seedsNamed } from './read-aloud-support.ts';
import { splitSentences } from '../../src/generation/offline/compose.ts';

// Faults a parent heard reading stories aloud one evening (the favourite colour in every scene, a
// fear told as its label, a lullaby in the middle of a parade, a cousin who never came, a call-back
// to what nobody said, "euch" to one listener, a sibling without a beat).

const order = readAloudOrder;
const seeds = (n: number) => seedsNamed('evening', n);
const scenesOf = sceneTexts;

describe('read aloud: the evening of seven faults', () => {
  it('says the favourite colour a few times, not in every scene ("…and it all shone a little blue in Maya\'s eyes", eight times blue)', () => {
    const free = {
      en: 'Maya is starting at a new school on Monday and feels nervous. Her cat Pepper sleeps on her bed.',
      de: 'Maya kommt am Montag in eine neue Schule und ist aufgeregt. Ihre Katze Pepper schläft auf ihrem Bett.',
    };
    const colours = { en: ['blue', 'red', 'green'], de: ['blau', 'rot', 'grün'] };
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(60).entries()) {
        const colour = colours[language][i % 3];
        const details = {
          name: 'Maya',
          age: 6 + (i % 3),
          favoriteAnimal: language === 'en' ? 'fox' : 'Fuchs',
          favoriteColor: colour,
          personalization: i % 2 ? free[language] : undefined,
          storySetting: STORY_SETTINGS[i % STORY_SETTINGS.length],
        };
        const sentences = scenesOf(order(language, details, seed)).flatMap((s) => splitSentences(s));
        const said = sentences.filter((s) => new RegExp(`(?<!\\p{L})${colour}(?:e[mnrs]?)?(?!\\p{L})`, 'iu').test(s));
        expect(said.length, `${language} ${seed}: ${said.join(' | ')}`).toBeLessThanOrEqual(3);
      }
  });
});
