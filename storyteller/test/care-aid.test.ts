import { HERO_AIDS } from '@dreamweaver/contracts';
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

// An aid the child uses: part of the child in every scene where the child moves, named at the
// finding, at the moment of triumph and at bedtime; never left behind, never overcome, never cured.

const NAMES: Record<(typeof HERO_AIDS)[number], { en: string; de: string }> = {
  wheelchair: { en: 'wheelchair', de: 'Rollstuhl' },
  'hearing-aid': { en: 'hearing aid', de: 'Hörgerät' },
  glasses: { en: 'glasses', de: 'Brille' },
  cane: { en: 'cane', de: 'Stock' },
  walker: { en: 'walker', de: 'Gehhilfe' },
  prosthesis: { en: 'new leg', de: 'Prothese' },
};
const NEVER = {
  en: /left (it|them) behind|without (his|her|their|Kim's) |no longer need|didn't need|cured|healed|better now|got up out of/i,
  de: /zurückgelassen|ohne (seinen|ihren|sein|ihre|Kims) |nicht mehr brauch|geheilt|gesund geworden/i,
};

describe('care arcs: an aid', () => {
  for (const aid of HERO_AIDS) {
    const plans = carePlans('aid', { aid });

    it.each(plans.map((options, index) => [index, options] as const))(`${aid}: plan %i`, (_, options) => {
      const name = NAMES[aid][options.language];
      for (const seed of ['1', '2', '3']) {
        const telling = tellCare(options, seed);
        expectCareStory(telling, 'aid');
        const { told } = telling;
        const text = storyText(told);
        expect(text).not.toMatch(NEVER[options.language]);
        expect(text).toMatch(FEELINGS[options.language]);
        const unnamed = told.scenes
          .map((scene, index) => [index + 1, scene] as const)
          .filter(([, scene]) => !scene.text.includes(name));
        expect(
          unnamed.map(([index]) => index),
          `scenes without the ${name}`,
        ).toEqual([]);
        for (const scene of told.scenes.filter((scene) => scene.picture.where === 'setting'))
          expect(scene.picture.things).toContain('aid');
        const adventure = told.scenes.filter((scene) => scene.picture.where === 'setting');
        expect(adventure.at(-1)!.text, 'the triumph names the aid').toContain(name);
      }
    });

    it(`${aid}: every passage has enough variants`, () => {
      const short = plans.flatMap((options) =>
        varietyShortfalls(tellCare(options, '1').arc, carePlan(options), options.age <= 4 ? 2 : 3),
      );
      expect([...new Set(short)]).toEqual([]);
    });
  }

  it('tells a plan whose aid was not named, without naming one', () => {
    for (const options of carePlans('aid')) {
      const telling = tellCare(options, '1');
      expectCareStory(telling, 'aid');
      const text = storyText(telling.told);
      for (const names of Object.values(NAMES)) expect(text).not.toContain(names[options.language]);
    }
  });
});
