import { describe, expect, it } from 'vitest';
import type { StoryBrief, WrittenStory } from '../../src/generation/engine.ts';
import { animalVocabulary } from '../../src/generation/offline/animals.ts';
import { compositions, drawScene, illustrateOfflineScene } from '../../src/generation/offline/illustrate.ts';
import { castOf } from '../../src/generation/offline/scene-cast.ts';
import { SeededRandom } from '../../src/generation/offline/seeded-random.ts';
import { speciesKey, speciesNames } from '@dreamweaver/storyteller/art';
import { closeUpScenery, farSilhouette, journeyPath, landscape } from '../../src/generation/offline/svg-scenery.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { assertWellFormedXml } from './well-formed-xml.ts';

const settings = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
] as const;

function brief(o: {
  name?: string;
  animal?: string;
  setting?: string;
  language?: 'en' | 'de';
  age?: number;
  food?: string;
  type?: 'classic' | 'custom';
}): StoryBrief {
  return {
    audience: 'child',
    storyType: o.type ?? 'classic',
    language: o.language ?? 'en',
    recipientDetails: {
      name: o.name ?? 'Mia',
      age: o.age ?? 5,
      favoriteAnimal: o.animal,
      favoriteColor: 'blue',
      favoriteFood: o.food,
      storySetting: o.setting,
    },
  };
}

function pictures(b: StoryBrief, story: WrittenStory = writeOfflineStory(b)): string[] {
  return story.scenes.map((_, i) => illustrateOfflineScene(b, i + 1, story).data.toString('utf8'));
}

const companionOf = (svg: string) => svg.match(/<g data-species="([a-z-]+)" data-role="companion"/)?.[1];

// The 40-odd favourites children name most, as a parent would type them, with the drawing each must get.
const favourites: [string, string][] = [
  ['dragon', 'dragon'],
  ['unicorn', 'unicorn'],
  ['dinosaur', 'dinosaur'],
  ['octopus', 'octopus'],
  ['horse', 'horse'],
  ['rabbit', 'rabbit'],
  ['bear', 'bear'],
  ['cat', 'cat'],
  ['dog', 'dog'],
  ['owl', 'owl'],
  ['fox', 'fox'],
  ['penguin', 'penguin'],
  ['lion', 'lion'],
  ['tiger', 'tiger'],
  ['elephant', 'elephant'],
  ['giraffe', 'giraffe'],
  ['monkey', 'monkey'],
  ['panda', 'panda'],
  ['koala', 'koala'],
  ['dolphin', 'dolphin'],
  ['whale', 'whale'],
  ['shark', 'shark'],
  ['turtle', 'turtle'],
  ['frog', 'frog'],
  ['butterfly', 'butterfly'],
  ['bee', 'bee'],
  ['ladybird', 'ladybird'],
  ['ladybug', 'ladybird'],
  ['mouse', 'mouse'],
  ['hedgehog', 'hedgehog'],
  ['squirrel', 'squirrel'],
  ['deer', 'deer'],
  ['wolf', 'wolf'],
  ['duck', 'duck'],
  ['chicken', 'chicken'],
  ['pig', 'pig'],
  ['cow', 'cow'],
  ['sheep', 'sheep'],
  ['goat', 'goat'],
  ['hamster', 'hamster'],
  ['parrot', 'parrot'],
  ['fish', 'fish'],
  ['seal', 'seal'],
  ['bat', 'bat'],
  ['snail', 'snail'],
  ['pony', 'horse'],
  ['kitten', 'cat'],
  ['puppy', 'dog'],
  ['bunny', 'rabbit'],
  ['teddy bear', 'teddy'],
  ['baby dragon', 'dragon'],
  ['a pink unicorn', 'unicorn'],
  ['T-Rex', 'dinosaur'],
  ['Drache', 'dragon'],
  ['Einhorn', 'unicorn'],
  ['Dinosaurier', 'dinosaur'],
  ['Krake', 'octopus'],
  ['Pferd', 'horse'],
  ['Hase', 'rabbit'],
  ['Kaninchen', 'rabbit'],
  ['Bär', 'bear'],
  ['Katze', 'cat'],
  ['Hund', 'dog'],
  ['Eule', 'owl'],
  ['Fuchs', 'fox'],
  ['Pinguin', 'penguin'],
  ['Löwe', 'lion'],
  ['Elefant', 'elephant'],
  ['Affe', 'monkey'],
  ['Delfin', 'dolphin'],
  ['Wal', 'whale'],
  ['Hai', 'shark'],
  ['Schildkröte', 'turtle'],
  ['Frosch', 'frog'],
  ['Schmetterling', 'butterfly'],
  ['Biene', 'bee'],
  ['Marienkäfer', 'ladybird'],
  ['Maus', 'mouse'],
  ['Igel', 'hedgehog'],
  ['Eichhörnchen', 'squirrel'],
  ['Reh', 'deer'],
  ['Ente', 'duck'],
  ['Huhn', 'chicken'],
  ['Schwein', 'pig'],
  ['Kuh', 'cow'],
  ['Schaf', 'sheep'],
  ['Ziege', 'goat'],
  ['Papagei', 'parrot'],
  ['Fisch', 'fish'],
  ['Robbe', 'seal'],
  ['Fledermaus', 'bat'],
  ['Schnecke', 'snail'],
  ['Drachenbaby', 'dragon'],
  // Less common, but typed often enough to deserve their own drawing.
  ['zebra', 'zebra'],
  ['Eisbär', 'polar-bear'],
  ['llama', 'llama'],
  ['Alpaka', 'llama'],
  ['Känguru', 'kangaroo'],
  ['Krokodil', 'crocodile'],
  ['snake', 'snake'],
  ['flamingo', 'flamingo'],
  ['Schwan', 'swan'],
  ['Nilpferd', 'hippo'],
  ['rhino', 'rhino'],
  ['Waschbär', 'raccoon'],
  ['sloth', 'sloth'],
  ['Qualle', 'jellyfish'],
  ['Seestern', 'starfish'],
  ['leopard', 'cheetah'],
  ['Raupe', 'caterpillar'],
  ['pegasus', 'pegasus'],
];

describe('offline pictures: every animal drawn as itself', () => {
  it('draws each favourite a parent may type (en and de) as that species, never as a fallback', () => {
    for (const [typed, species] of favourites) {
      const language = /^[A-ZÄÖÜ]/.test(typed) && typed !== 'T-Rex' ? 'de' : 'en'; // German nouns are capitalised
      const svg = illustrateOfflineScene(
        brief({ animal: typed, setting: 'magical-forest', language }),
        2,
      ).data.toString('utf8');
      expect(companionOf(svg), typed).toBe(species);
    }
  });

  it('has a drawing of its own for every animal of the engine vocabulary', () => {
    for (const animal of animalVocabulary) {
      expect(speciesKey(animal), animal).not.toBe('creature');
      const svg = illustrateOfflineScene(brief({ animal, setting: 'animal-village' }), 3).data.toString('utf8');
      expect(companionOf(svg), animal).toBe(speciesKey(animal));
    }
  });

  it('draws an animal it does not know as a friendly creature, not as another animal', () => {
    const svg = illustrateOfflineScene(brief({ animal: 'axolotl' }), 2).data.toString('utf8');
    expect(companionOf(svg)).toBe('creature');
  });

  it('draws each species differently', () => {
    const drawings = speciesNames.map((name) => {
      const svg = illustrateOfflineScene(
        brief({ animal: name === 'teddy' ? 'teddy bear' : name.replace('-', ' '), setting: 'space-adventure' }),
        2,
      ).data.toString('utf8');
      return svg.match(/<g data-species="[a-z-]+" data-role="companion"[^>]*>(.*?)<\/g>/)?.[1];
    });
    expect(new Set(drawings).size).toBe(speciesNames.length);
  });
});

describe('offline pictures: the picture follows the scene', () => {
  // Independent of the engine's own word lists: what a reader would expect to see.
  const named: [RegExp, string][] = [
    [/\bowl\b|\bEule\b|\bHazel\b|\bEulalia\b/i, 'owl'],
    [/rabbits|Hasenfamilie/i, 'rabbit'],
    [/\bknight\b|\bRitter\b/i, 'knight'],
    [/mermaid|Meerjungfrau/i, 'mermaid'],
    [/\brobot\b|\bRoboter\b/i, 'robot'],
    [/brontosaurus/i, 'brontosaurus'],
    [/triceratops/i, 'triceratops'],
    [/\bwhale\b|\bWal\b/i, 'whale'],
    [/seahorses|Seepferdchen/i, 'seahorse'],
    [/hedgehog|\bIgel/i, 'hedgehog'],
    [/\bducks\b|\bEnten\b/i, 'duck'],
    [/\bfrogs\b|Frösche/i, 'frog'],
    [/\bmice\b|\bMäuse\b/i, 'mouse'],
    [/\bbadger\b|\bDachs\b/i, 'badger'],
    [/fireflies|Glühwürmchen/i, 'firefly'],
  ];
  const objects: [RegExp, string][] = [
    [/\bstream\b|\bBach\b/i, 'stream'],
    [/volcano|Vulkan/i, 'volcano'],
    [/\bcandles\b|\bKerzen\b/i, 'candle'],
    [/music box|Spieluhr/i, 'music-box'],
    [/\bplanet\b|\bPlaneten\b/i, 'planet'],
    [/shooting star|Sternschnuppe/i, 'shooting-star'],
    [/\blanterns\b|Papierlaternen/i, 'lantern'],
    [/\btower\b|\bTurm\b/i, 'tower'],
    [/\beggs\b|\bEiern\b/i, 'egg'],
  ];
  const stories = settings.flatMap((setting) =>
    (['en', 'de'] as const).flatMap((language) =>
      ['Mia', 'Jonas', 'Lea', 'Finn'].map((name, i) =>
        brief({
          name,
          setting,
          language,
          age: 3 + i * 2,
          animal: ['cat', 'penguin', 'owl', 'Drache'][i],
          food: 'pancakes',
        }),
      ),
    ),
  );

  it('shows the companion on every page, and the animals and things each page names', () => {
    let checkedAnimals = 0;
    let checkedThings = 0;
    for (const b of stories) {
      const story = writeOfflineStory(b);
      const svgs = pictures(b, story);
      story.scenes.forEach((scene, i) => {
        const where = `${b.recipientDetails.storySetting} ${b.language} ${b.recipientDetails.name} scene ${i + 1}: ${scene.text}`;
        expect(svgs[i], where).toContain('data-role="companion"');
        for (const [pattern, species] of named) {
          if (!pattern.test(scene.text)) continue;
          checkedAnimals++;
          expect(svgs[i], where).toContain(`data-species="${species}"`);
        }
        for (const [pattern, object] of objects) {
          if (!pattern.test(scene.text)) continue;
          checkedThings++;
          expect(svgs[i], where).toContain(`data-object="${object}"`);
        }
      });
    }
    expect(checkedAnimals).toBeGreaterThan(20);
    expect(checkedThings).toBeGreaterThan(10);
  });

  it('shows the favourite food on the picnic page', () => {
    for (const language of ['en', 'de'] as const) {
      const b = brief({
        setting: 'magical-forest',
        language,
        food: language === 'de' ? 'Pfannkuchen' : 'pancakes',
        animal: 'fox',
      });
      const svgs = pictures(b);
      expect(
        svgs.some((svg) => svg.includes('data-object="pancake"')),
        language,
      ).toBe(true);
    }
    // A food the pictures do not know still gets its picnic, not some other dish.
    const sushi = pictures(brief({ setting: 'animal-village', food: 'sushi', animal: 'cat' }));
    expect(sushi.some((svg) => svg.includes('data-object="picnic"'))).toBe(true);
    expect(sushi.some((svg) => svg.includes('data-object="cake"'))).toBe(false);
  });

  it('draws the train a child who loves trains is told about, in English and German', () => {
    for (const [language, personalization] of [
      ['en', 'Noah is 3 and loves trains.'],
      ['de', 'Noah ist 3 und liebt Züge.'],
    ] as const) {
      const b: StoryBrief = {
        audience: 'child',
        storyType: 'custom',
        language,
        recipientDetails: { name: 'Noah', personalization, storySetting: 'animal-village' },
        storySetting: 'animal-village',
      };
      const story = writeOfflineStory(b);
      const trainPage = story.scenes.findIndex((scene) => /\b[Tt]rains?\b|Züge|\bZug\b/.test(scene.text));
      expect(trainPage, language).toBeGreaterThanOrEqual(0);
      expect(drawScene(b, trainPage + 1, story).svg, language).toContain('data-object="train"');
    }
  });

  it('reads the text of a story another engine wrote, whatever its length', () => {
    const b = brief({ animal: 'rabbit', setting: 'animal-village' });
    const story: WrittenStory = {
      title: 'T',
      summary: 'S',
      characterDescription: 'a child',
      scenes: [
        { text: 'Mia waved goodnight to the moon.', imagePrompt: '' },
        { text: 'A tall giraffe and two elephants walked by the river.', imagePrompt: '' },
        { text: 'Mia fell asleep.', imagePrompt: '' },
      ],
    };
    const svgs = pictures(b, story);
    expect(svgs[1]).toContain('data-species="giraffe"');
    expect(svgs[1]).toContain('data-species="elephant"');
    expect(svgs[1]).toContain('data-object="stream"');
    expect(svgs.every((svg) => companionOf(svg) === 'rabbit')).toBe(true);
  });

  it('does not draw a child called Wolf as a wolf, nor a chicken for chicken nuggets', () => {
    const b = brief({
      name: 'Wolf',
      animal: 'cat',
      setting: 'magical-forest',
      food: 'chicken nuggets',
      language: 'en',
    });
    for (const svg of pictures(b)) {
      expect(svg).not.toContain('data-species="wolf"');
      expect(svg).not.toContain('data-species="chicken"');
    }
    expect(castOf('Wolf und der Fuchs', ['Wolf']).animals.map((a) => a.key)).toEqual(['fox']);
  });
});

describe('offline pictures: compositions, settings and the night', () => {
  const allStories = settings.flatMap((setting) =>
    (['en', 'de'] as const).flatMap((language) =>
      [2, 3, 5, 7, 9].map((age, i) =>
        brief({
          name: ['Ada', 'Ben', 'Cleo', 'Dario', 'Ella'][i],
          setting,
          language,
          age,
          type: i % 2 ? 'custom' : 'classic',
        }),
      ),
    ),
  );

  it('uses at least four compositions in every story, from its own first picture at dusk to the bed at night', () => {
    for (const b of allStories) {
      const svgs = pictures(b);
      const kinds = svgs.map((svg) => svg.match(/data-composition="([a-z-]+)"/)![1]);
      const nights = svgs.map((svg) => Number(svg.match(/data-night="([\d.]+)"/)![1]));
      const where = `${b.recipientDetails.storySetting} ${b.language} age ${b.recipientDetails.age}: ${kinds.join(', ')}`;
      expect(new Set(kinds).size, where).toBeGreaterThanOrEqual(4);
      // The first picture is the plot's start: the bedroom, the garden path or the new land itself.
      expect(['interior', 'journey', 'wide'], where).toContain(kinds[0]);
      expect(kinds.at(-1), where).toBe('interior');
      expect(nights[0], where).toBe(0);
      expect(nights.at(-1), where).toBe(1);
      expect(nights.at(-2)!, where).toBeGreaterThanOrEqual(0.9);
      for (let i = 1; i < nights.length; i++) expect(nights[i], where).toBeGreaterThanOrEqual(nights[i - 1]);
    }
  });

  it('keeps four kinds even when the beats are unknown (a story another engine wrote)', () => {
    for (let total = 5; total <= 12; total++) {
      expect(
        new Set(compositions(Array.from({ length: total }, () => undefined))).size,
        `${total} scenes`,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('does not always open on the bedroom, and every bedroom is its own', () => {
    const firsts = allStories.map((b) => drawScene(b, 1).svg);
    const kinds = new Set(firsts.map((svg) => svg.match(/data-composition="([a-z-]+)"/)![1]));
    expect(kinds.size, [...kinds].join(', ')).toBeGreaterThanOrEqual(2);
    const lasts = allStories.slice(0, 12).map((b) => {
      const svgs = pictures(b);
      return svgs.at(-1)!.match(/<path d="M0 0 H800 V600 H0 Z [^"]*"/)![0];
    });
    expect(new Set(lasts).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every setting its own scenery, not just other colours', () => {
    const shape = (svg: string) => svg.replace(/-?\d+(\.\d+)?/g, '0').replace(/#[0-9a-f]{6}/g, '#');
    for (const draw of [
      (k: (typeof settings)[number]) => landscape(k, new SeededRandom('s'), '#3f6fd8'),
      (k: (typeof settings)[number]) => closeUpScenery(k, new SeededRandom('s'), '#3f6fd8'),
      (k: (typeof settings)[number]) => farSilhouette(k, 400, new SeededRandom('s')),
      (k: (typeof settings)[number]) => journeyPath(k, new SeededRandom('s'), '#3f6fd8'),
    ]) {
      const shapes = settings.map((k) => shape(draw(k)));
      expect(new Set(shapes).size).toBeGreaterThanOrEqual(
        settings.length - (draw.toString().includes('journeyPath') ? 2 : 0),
      );
    }
  });

  it('writes well-formed SVGs under 60 KB', () => {
    let largest = 0;
    for (const b of allStories) {
      for (const svg of pictures(b)) {
        expect(() => assertWellFormedXml(svg)).not.toThrow();
        largest = Math.max(largest, Buffer.byteLength(svg));
      }
    }
    expect(largest).toBeLessThan(60_000);
  });
});
