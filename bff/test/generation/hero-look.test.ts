import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { childLooksOf } from '../../src/generation/offline/free-text/looks.ts';
import { illustrateOfflineScene } from '../../src/generation/offline/illustrate.ts';
import { hero, heroLookOf, NEUTRAL_HAIR, NEUTRAL_SKIN } from '@dreamweaver/storyteller/art';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { assertWellFormedXml } from './well-formed-xml.ts';

// The hero looks like the child the parent described (issue 24: every hero, boys included, wore the
// same A-line dress): pyjamas at bedtime, else a top and trousers in the favourite colour, a dress
// or skirt only when the parent wrote one; hair, glasses, skin and freckles as written, otherwise
// one neutral look.

const settings = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
] as const;

function brief(
  name: string,
  language: 'en' | 'de',
  personalization?: string,
  setting: string = 'magical-forest',
  age = 5,
): StoryBrief {
  return {
    audience: 'child',
    storyType: 'classic',
    language,
    recipientDetails: {
      name,
      age,
      favoriteColor: language === 'de' ? 'Grün' : 'green',
      personalization,
      storySetting: setting,
    },
  };
}

function pictures(b: StoryBrief): string[] {
  const story = writeOfflineStory(b);
  return story.scenes.map((_, i) => illustrateOfflineScene(b, i + 1, story).data.toString('utf8'));
}

const clothesOf = (svg: string) => svg.match(/data-hero-clothes="([^"]+)"/)?.[1];

describe('reading how the child looks (free-text/looks.ts)', () => {
  it('finds glasses, hair, skin, freckles and named clothes in English', () => {
    expect(childLooksOf(['She wears glasses and has curly red hair'])).toEqual({
      glasses: true,
      curly: true,
      hairColour: 'red',
    });
    expect(childLooksOf(['Jonas has short black hair and dark skin.'])).toEqual({
      short: true,
      hairColour: 'black',
      skin: 'dark',
    });
    expect(childLooksOf(['long blonde hair in two braids, lots of freckles'])).toMatchObject({
      long: true,
      braids: true,
      hairColour: 'blond',
      freckles: true,
    });
    expect(childLooksOf(['Mia loves her pink dress'])).toEqual({ clothes: 'dress' });
    expect(childLooksOf(['always in dungarees'])).toEqual({ clothes: 'dungarees' });
  });

  it('finds them in German', () => {
    expect(childLooksOf(['Lena trägt eine Brille und hat lange blonde Zöpfe.'])).toMatchObject({
      glasses: true,
      long: true,
      braids: true,
      hairColour: 'blond',
    });
    expect(childLooksOf(['Er hat dunkle Locken und braune Haut'])).toEqual({
      curly: true,
      hairColour: 'dark',
      skin: 'brown',
    });
    expect(childLooksOf(['Sie ist rothaarig, hat Sommersprossen und trägt am liebsten Kleider.'])).toEqual({
      hairColour: 'red',
      freckles: true,
      clothes: 'dress',
    });
    expect(childLooksOf(['Paul hat kurze braune Haare und helle Haut'])).toEqual({
      short: true,
      hairColour: 'brown',
      skin: 'light',
    });
    expect(childLooksOf(['trägt gern einen Rock'])).toEqual({ clothes: 'skirt' });
  });

  it('takes nothing from denials, from other people, or from words that only look alike', () => {
    expect(childLooksOf(["He doesn't wear glasses"])).toEqual({ glasses: false });
    expect(childLooksOf(['Sie trägt keine Brille.'])).toEqual({ glasses: false });
    expect(childLooksOf(['Her sister has red hair and wears glasses'])).toEqual({});
    expect(childLooksOf(['Papa trägt eine Brille, Mama hat Locken.'])).toEqual({});
    expect(childLooksOf(['Tom loves to dress up as a pirate'])).toEqual({});
    expect(childLooksOf(['Kleidung in Blau mag er am liebsten'])).toEqual({});
    expect(childLooksOf(['Mia has curls, but her brother has straight black hair'])).toEqual({ curly: true });
    expect(childLooksOf([undefined, ''])).toEqual({});
  });
});

describe('the hero as drawn', () => {
  it('wears no dress unless the parent wrote one: trousers by day, pyjamas at home, in every setting and language', () => {
    for (const [i, setting] of settings.entries()) {
      for (const b of [
        brief('Jonas', 'en', 'Jonas is a boy who loves football', setting, 3 + i),
        brief('Mia', 'de', undefined, setting, 9 - i),
      ]) {
        const svgs = pictures(b);
        for (const svg of svgs) {
          assertWellFormedXml(svg);
          expect(svg).not.toContain('data-part="dress"');
          expect(svg).not.toContain('data-part="skirt"');
          const clothes = clothesOf(svg);
          if (clothes === undefined) continue; // asleep in bed
          expect(['pyjamas', 'top-and-trousers']).toContain(clothes);
          expect(svg).toContain('data-part="trousers"');
        }
        // Scene 1 at home in pyjamas, and some scene out in top and trousers.
        const standing = svgs.map(clothesOf).filter(Boolean);
        expect(standing).toContain('top-and-trousers');
      }
    }
  });

  it('draws the dress or skirt the parent wrote, but pyjamas at bedtime all the same', () => {
    for (const [b, part] of [
      [brief('Mia', 'en', 'Mia loves wearing her yellow dress'), 'dress'],
      [brief('Lena', 'de', 'Lena trägt am liebsten ein Kleid'), 'dress'],
      [brief('Ida', 'de', 'Ida trägt gern Röcke'), 'skirt'],
    ] as const) {
      const svgs = pictures(b);
      expect(svgs.some((svg) => svg.includes(`data-part="${part}"`))).toBe(true);
      for (const svg of svgs) if (clothesOf(svg) === 'pyjamas') expect(svg).not.toContain(`data-part="${part}"`);
      for (const svg of svgs) assertWellFormedXml(svg);
    }
  });

  it('draws glasses when the parent says so („trägt eine Brille“, "wears glasses"), and not otherwise', () => {
    for (const b of [brief('Jonas', 'en', 'Jonas wears glasses'), brief('Lena', 'de', 'Lena trägt eine Brille')]) {
      const standing = pictures(b).filter((svg) => clothesOf(svg));
      expect(standing.length).toBeGreaterThan(2);
      for (const svg of standing) expect(svg).toContain('data-part="glasses"');
    }
    for (const b of [
      brief('Jonas', 'en'),
      brief('Lena', 'de', 'Lena trägt keine Brille'),
      brief('Ben', 'en', 'His dad wears glasses'),
    ]) {
      for (const svg of pictures(b)) expect(svg).not.toContain('data-part="glasses"');
    }
  });

  it('gives every undescribed child the same neutral look, and a described one theirs', () => {
    const neutral = heroLookOf({}, '#3e9b4f', { bedtime: false });
    expect(neutral).toMatchObject({
      skin: NEUTRAL_SKIN,
      hair: NEUTRAL_HAIR,
      hairStyle: 'cap',
      clothes: 'top-and-trousers',
      glasses: false,
    });
    for (const name of ['Mia', 'Jonas', 'Ayşe', 'Kwame', 'Li']) {
      const svg = illustrateOfflineScene(brief(name, 'en', undefined, 'animal-village'), 2).data.toString('utf8');
      expect(svg).toContain(`fill="${NEUTRAL_SKIN}"`);
    }
    const described = heroLookOf(childLooksOf(['Kwame has dark skin and short black curls']), '#3e9b4f', {
      bedtime: false,
    });
    expect(described.skin).not.toBe(NEUTRAL_SKIN);
    expect(described.hair).not.toBe(NEUTRAL_HAIR);
    expect(described.hairStyle).toBe('curly');
  });

  it('draws each hair style and piece of clothing as well-formed SVG with its own parts', () => {
    const cases: [string, string[]][] = [
      ['curly red hair, glasses, freckles', ['curls', 'glasses', 'freckles', 'trousers']],
      ['long brown hair', ['hair-back', 'hair']],
      ['blonde braids', ['braid']],
      ['a ponytail', ['ponytail']],
      ['wears dungarees', ['bib', 'trousers']],
      ['wears a skirt', ['skirt', 'tights']],
    ];
    for (const [text, parts] of cases) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${hero(200, 300, 1.2, heroLookOf(childLooksOf([text]), 'hsl(200 65% 55%)', { bedtime: false }), 'wave')}</svg>`;
      assertWellFormedXml(svg);
      for (const part of parts) expect(svg, text).toContain(`data-part="${part}"`);
      expect(svg).not.toContain('data-part="dress"');
    }
    const pyjamas = hero(200, 300, 1, heroLookOf(childLooksOf(['wears a dress']), '#f07fb0', { bedtime: true }), 'up');
    expect(pyjamas).toContain('data-hero-clothes="pyjamas"');
    expect(pyjamas).toContain('data-part="pyjamas-spots"');
    assertWellFormedXml(`<svg xmlns="http://www.w3.org/2000/svg">${pyjamas}</svg>`);
  });
});
