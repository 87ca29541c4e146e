import { describe, expect, it } from 'vitest';
import {
  carePlan,
  carePlans,
  expectCareStory,
  varietyShortfalls,
  FEELINGS,
  storyText,
  tellCare,
} from './care-checks.ts';
import { arcById } from '../src/arcs/index.ts';

// A stammer or another speech difference: acceptance, not a cure. The stammer is shown kindly, the
// listeners wait and answer what the child said, and nobody says "slow down" or finishes the words.

const NEVER_EN = /slow down|deep breath|take a breath|breathe|finish|fixed|cured|get better|normal/i;
const NEVER_DE =
  /langsamer|langsam sprechen|tief (Luft|durchatmen)|durchatmen|Atem|fertig sprechen|geheilt|repariert|besser werden|normal/i;
/** A sound said again with a hyphen, as a stammer is shown: "M-m-my", "I-i-ich", "St-Stottern". */
const STAMMER = /\b(\p{L}{1,2})-\1/iu;
const WAITS = { en: /\bwait/i, de: /wart/i };

describe('care arcs: speech', () => {
  const plans = carePlans('speech');

  it.each(plans.map((options, index) => [index, options] as const))('tells plan %i with care', (_, options) => {
    for (const seed of ['1', '2', '3']) {
      const telling = tellCare(options, seed);
      expectCareStory(telling, 'speech');
      const text = storyText(telling.told);
      expect(text).not.toMatch(options.language === 'en' ? NEVER_EN : NEVER_DE);
      expect(text).toMatch(STAMMER);
      expect(text).toMatch(FEELINGS[options.language]);
      const listened = telling.told.scenes
        .slice(1)
        .some((scene) => WAITS[options.language].test(scene.text) && STAMMER.test(scene.text));
      expect(listened, 'a scene where the child speaks and the listener waits').toBe(true);
    }
  });

  it('tells practice only when the parent asked for it, and as something the child chooses', () => {
    for (const language of ['en', 'de'] as const)
      for (const age of [3, 7]) {
        const asked = { theme: 'speech', language, age, pronoun: 'she', full: false } as const;
        const withPractice = ['1', '2', '3'].map((seed) =>
          storyText(tellCare({ ...asked, practise: true }, seed).told),
        );
        const without = ['1', '2', '3'].map((seed) => storyText(tellCare(asked, seed).told));
        const choice =
          language === 'en'
            ? /only if you|if you like|when you feel like|whenever you like/i
            : /nur wenn du|wenn du magst|wenn dir danach|wann immer du willst/i;
        for (const text of withPractice) expect(text).toMatch(choice);
        for (const text of without) expect(text).not.toMatch(/practi[sc]e|game|üben|Spiel/i);
      }
  });

  it('has enough variants for every passage, big and little, with and without the family', () => {
    const short = plans.flatMap((options) =>
      varietyShortfalls(tellCare(options, '1').arc, carePlan(options), options.age <= 4 ? 2 : 3),
    );
    expect([...new Set(short)]).toEqual([]);
    expect(arcById('speech-listening-circle')?.ages).toEqual(['big']);
    expect(arcById('speech-my-turn')?.ages).toEqual(['little']);
  });
});
