import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { findInterests, interestVocabulary, vocabularySize } from '../../src/generation/offline/free-text/interests.ts';
import { parseFreeText, type FreeTextFacts } from '../../src/generation/offline/free-text/parse.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';
import { toldWords } from '../../src/generation/offline/story/assemble.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';

// What a parent writes in the quick form's description, and the facts the offline engine must
// take from it. Unlisted keys are not checked; `interests` lists the ids that must be found
// (others may be found too); `pets` and `toys` list "kind" or "kind:Name".

interface Expected {
  age?: number;
  pets?: string[];
  toys?: string[];
  interests?: string[];
  home?: string;
  fears?: string[];
  achievements?: string[];
  /** Interest ids that must NOT be found (words inside a fear or a home, false friends). */
  notInterests?: string[];
}

const english: [string, Expected][] = [
  ['Noah is 3 and loves trains', { age: 3, interests: ['trains'], pets: [] }],
  [
    'Cat Pebble is her best friend and she lives by the sea',
    { pets: ['cat:Pebble'], home: 'by the sea', notInterests: ['the sea'] },
  ],
  ['Our cat Pebble sleeps on her bed.', { pets: ['cat:Pebble'] }],
  ['She has a dog called Rex and loves football', { pets: ['dog:Rex'], interests: ['football'] }],
  ['Mia, 5 years old, loves ballet and unicorns', { age: 5, interests: ['ballet', 'unicorns'] }],
  ['A 4-year-old who is crazy about dinosaurs and volcanoes', { age: 4, interests: ['dinosaurs', 'volcanoes'] }],
  ['He is afraid of the dark', { fears: ['the dark'] }],
  [
    'She is scared of thunderstorms but loves rainbows',
    { fears: ['thunderstorms'], interests: ['weather'], notInterests: ['storms'] },
  ],
  ['Afraid of dogs, loves cats', { fears: ['dogs'], interests: ['cats'], notInterests: ['dogs'] }],
  ['He just learned to ride a bike', { achievements: ['learned to ride a bike'] }],
  ['She learnt how to swim this summer', { achievements: ['learned how to swim this summer'] }],
  ['Lily can now tie her shoes', { achievements: ['learned to tie my shoes'] }],
  ['Tom started school last week and loves Lego', { achievements: ['started school'], interests: ['lego'] }],
  ['She lost her first tooth yesterday', { achievements: ['lost my first tooth yesterday'] }],
  ['Her teddy Mo goes everywhere with her', { toys: ['teddy:Mo'] }],
  [
    'He sleeps with his teddy Mr Buttons and is a little scared of the dark.',
    { toys: ['teddy:Mr Buttons'], fears: ['the dark'] },
  ],
  ['He sleeps with his toy dinosaur Rexy', { toys: ['toy dinosaur:Rexy'], pets: [] }],
  // Read aloud: "a toy robot called Bolt" was lost and only "robots" told.
  ['loves football and has a toy robot called Bolt', { toys: ['toy robot:Bolt'], pets: [] }],
  ['Loves her doll Rosie and dressing up', { toys: ['doll:Rosie'], interests: ['dressing up'] }],
  ['Lives in London with two cats', { home: 'in London' }],
  ['They live on a farm with a pony called Star', { home: 'on a farm', pets: ['pony:Star'] }],
  ['Sam lives near the mountains and loves skiing', { home: 'near the mountains', interests: ['skiing'] }],
  ['Turns six next week, loves space and rockets', { age: 6, interests: ['space', 'rockets'] }],
  ['Ella is seven and plays the piano', { age: 7, interests: ['piano'] }],
  ['Our little one is two, loves bubbles and diggers', { age: 2, interests: ['bubbles', 'diggers'] }],
  [
    'Ben (8) is into football, basketball and video games',
    { age: 8, interests: ['football', 'basketball', 'video games'] },
  ],
  ['Loves painting, drawing and making things', { interests: ['painting', 'drawing', 'crafts'] }],
  ['She adores horses and horse riding', { interests: ['horses', 'horse riding'] }],
  ['Obsessed with fire engines and police cars', { interests: ['fire engines', 'police cars'] }],
  ['He likes pirates, treasure hunts and the beach', { interests: ['pirates', 'treasure hunts', 'the beach'] }],
  ['Loves the moon, stars and planets', { interests: ['the moon', 'stars', 'planets'] }],
  ['Enjoys baking cupcakes with grandma', { interests: ['baking'] }],
  ['Plays tennis and chess', { interests: ['tennis', 'chess'] }],
  ['Our hamster Nibbles is very fluffy', { pets: ['hamster:Nibbles'] }],
  ['She has a guinea pig named Coco', { pets: ['guinea pig:Coco'] }],
  ['His goldfish Bubbles lives in the kitchen', { pets: ['fish:Bubbles'] }],
  [
    'Aged 4, loves mermaids and fairies, afraid of the bath',
    { age: 4, interests: ['mermaids', 'fairies'], fears: ['the bath'] },
  ],
  ['Ruby is nervous of big waves and loves shells', { fears: ['big waves'], interests: ['shells'] }],
  // A worry names no interest: a swimming lesson she dreads is not a love of swimming.
  [
    'Ivy loves dancing. She is nervous about her first swimming lesson.',
    { fears: ['her first swimming lesson'], interests: ['dancing'], notInterests: ['swimming'] },
  ],
  ['Worried about the big slide, he loves trains', { fears: ['the big slide'], interests: ['trains'] }],
  ['He builds pillow forts in the living room', { interests: ['dens'] }],
  // A name is no interest: her cat Tiger is no love of tigers.
  [
    'Maya loves splashing in puddles and her cat Tiger',
    { pets: ['cat:Tiger'], interests: ['the rain'], notInterests: ['tigers'] },
  ],
  ['A keen gymnast who loves cartwheels and the trampoline', { interests: ['gymnastics', 'trampolines'] }],
  // Jumping is not a trampoline: 'jumping in puddles' is the puddles.
  ['Rosie loves jumping in puddles', { interests: ['the rain'], notInterests: ['trampolines'] }],
  ['Rosie has a toy rabbit called Button', { toys: ['cuddly bunny:Button'] }],
  ['He lives by the river, loves boats and fishing', { home: 'by the river', interests: ['boats', 'fishing'] }],
  ['Loves robots, coding and science experiments', { interests: ['robots', 'computers', 'science'] }],
  [
    'Five years old, has a puppy called Biscuit, loves the zoo',
    { age: 5, pets: ['puppy:Biscuit'], interests: ['the zoo'] },
  ],
  ['Loves knights and castles and dragons', { interests: ['knights', 'castles', 'dragons'] }],
  ['Has just become a big sister', { achievements: ['became a big sister'] }],
];

const german: [string, Expected][] = [
  ['Noah ist 3 und liebt Züge', { age: 3, interests: ['trains'], pets: [] }],
  ['Unser Hund Bello ist ihr bester Freund', { pets: ['dog:Bello'] }],
  [
    'Sie wohnt in Hamburg und hat Angst vor Gewittern',
    { home: 'in Hamburg', fears: ['vor Gewittern'], notInterests: ['storms'] },
  ],
  ['Lena ist fünf Jahre alt und liebt Ballett', { age: 5, interests: ['ballet'] }],
  ['Der Vierjährige liebt Dinosaurier und Vulkane', { age: 4, interests: ['dinosaurs', 'volcanoes'] }],
  ['Er hat Angst im Dunkeln', { fears: ['im Dunkeln'] }],
  [
    'Sie fürchtet sich vor Hunden, liebt aber Katzen',
    { fears: ['vor Hunden'], interests: ['cats'], notInterests: ['dogs'] },
  ],
  ['Er hat gerade Fahrrad fahren gelernt', { achievements: ['Fahrrad fahren gelernt'] }],
  ['Sie hat endlich schwimmen gelernt', { achievements: ['schwimmen gelernt'] }],
  ['Mia kann jetzt allein Schuhe binden', { achievements: ['Schuhe binden gelernt'] }],
  [
    'Tom ist gerade in die Schule gekommen und liebt Lego',
    { achievements: ['mit der Schule angefangen'], interests: ['lego'] },
  ],
  ['Sie hat ihren ersten Zahn verloren', { achievements: ['meinen ersten Zahn verloren'] }],
  ['Ihr Teddy Mo ist immer dabei', { toys: ['teddy:Mo'] }],
  ['Er schläft mit seinem Teddy Herr Knopf.', { toys: ['teddy:Herr Knopf'] }],
  ['Sein Kuscheltier heißt Hoppel', { toys: ['cuddly toy:Hoppel'] }],
  ['Sie spielt gern mit ihrer Puppe Rosi und verkleidet sich', { toys: ['doll:Rosi'] }],
  ['Wohnt in Berlin mit zwei Katzen', { home: 'in Berlin' }],
  ['Sie leben auf einem Bauernhof mit einem Pony namens Stern', { home: 'auf einem Bauernhof', pets: ['pony:Stern'] }],
  ['Paul wohnt am Meer und liebt Muscheln', { home: 'am Meer', interests: ['shells'], notInterests: ['the sea'] }],
  ['Wird bald sechs, liebt den Weltraum und Raketen', { age: 6, interests: ['space', 'rockets'] }],
  ['Ella ist sieben und spielt Klavier', { age: 7, interests: ['piano'] }],
  ['Unsere Kleine ist zwei und liebt Seifenblasen und Bagger', { age: 2, interests: ['bubbles', 'diggers'] }],
  ['Ben (8) mag Fußball, Basketball und Videospiele', { interests: ['football', 'basketball', 'video games'] }],
  ['Malt, zeichnet und bastelt gern: Malen und Basteln sind das Größte', { interests: ['painting', 'crafts'] }],
  ['Sie liebt Pferde und Reiten', { interests: ['horses', 'horse riding'] }],
  ['Feuerwehrautos und Polizeiautos sind seine Welt', { interests: ['fire engines', 'police cars'] }],
  ['Er mag Piraten, Schatzsuchen und den Strand', { interests: ['pirates', 'treasure hunts', 'the beach'] }],
  ['Liebt den Mond, die Sterne und Planeten', { interests: ['the moon', 'stars', 'planets'] }],
  ['Backt gern Kuchen mit Oma', { interests: ['baking'] }],
  ['Spielt Tennis und Schach', { interests: ['tennis', 'chess'] }],
  ['Unser Hamster Krümel ist sehr flauschig', { pets: ['hamster:Krümel'] }],
  ['Sie hat ein Meerschweinchen namens Coco', { pets: ['guinea pig:Coco'] }],
  ['Sein Goldfisch Blubb wohnt in der Küche', { pets: ['fish:Blubb'] }],
  ['Vier Jahre alt, liebt Meerjungfrauen und Feen', { age: 4, interests: ['mermaids', 'fairies'] }],
  ['Sie hat Angst vor großen Wellen und sammelt Muscheln', { fears: ['vor großen Wellen'], interests: ['shells'] }],
  [
    'Lina tanzt gern und ist ängstlich vor dem ersten Schwimmkurs',
    { fears: ['vor dem ersten Schwimmkurs'], interests: ['dancing'], notInterests: ['swimming'] },
  ],
  ['Er hat Bammel vor dem Friseur und liebt Züge', { fears: ['vor dem Friseur'], interests: ['trains'] }],
  ['Mattis baut gern Höhlen aus Kissen', { interests: ['dens'] }],
  ['Turnen und Trampolin sind ihre Lieblingssachen', { interests: ['gymnastics', 'trampolines'] }],
  ['Sie liebt es, in Pfützen zu hüpfen', { interests: ['the rain'], notInterests: ['trampolines'] }],
  ['Er wohnt an einem Fluss, liebt Boote und Angeln', { home: 'an einem Fluss', interests: ['boats', 'fishing'] }],
  ['Liebt Roboter, Computer und Experimente', { interests: ['robots', 'computers', 'science'] }],
  [
    'Fünf Jahre alt, hat einen Welpen namens Keks, liebt den Zoo',
    { age: 5, pets: ['puppy:Keks'], interests: ['the zoo'] },
  ],
  ['Liebt Ritter, Burgen und Drachen', { interests: ['knights', 'castles', 'dragons'] }],
  [
    'Die Dreijährige hat Angst im Dunkeln, ihre Katze Mimi schläft bei ihr',
    { age: 3, fears: ['im Dunkeln'], pets: ['cat:Mimi'] },
  ],
  [
    'Max kommt bald in die Schule und lebt am Bodensee',
    { achievements: ['mit der Schule angefangen'], home: 'am Bodensee' },
  ],
  ['Hat im Sommer das Seepferdchen geschafft', { achievements: ['im Sommer das Seepferdchen geschafft'] }],
];

function check(text: string, facts: FreeTextFacts, expected: Expected): void {
  const label = (t: { en: string; name?: string }) => (t.name ? `${t.en}:${t.name}` : t.en);
  if ('age' in expected) expect(facts.age, `age in "${text}"`).toBe(expected.age);
  if (expected.pets) expect(facts.pets.map(label), `pets in "${text}"`).toEqual(expected.pets);
  if (expected.toys) expect(facts.toys.map(label), `toys in "${text}"`).toEqual(expected.toys);
  if (expected.home) expect(facts.home, `home in "${text}"`).toBe(expected.home);
  if (expected.fears) expect(facts.fears, `fears in "${text}"`).toEqual(expected.fears);
  if (expected.achievements) expect(facts.achievements, `achievements in "${text}"`).toEqual(expected.achievements);
  const ids = facts.interests.map((i) => i.id);
  for (const id of expected.interests ?? []) expect(ids, `interests in "${text}"`).toContain(id);
  for (const id of expected.notInterests ?? []) expect(ids, `interests in "${text}"`).not.toContain(id);
}

const storyOf = (personalization: string, language: 'en' | 'de', age?: number): { text: string; brief: StoryBrief } => {
  const brief: StoryBrief = {
    audience: 'child',
    storyType: 'classic',
    language,
    recipientDetails: { name: 'Robin', personalization, age },
  };
  return {
    brief,
    text: writeOfflineStory(brief)
      .scenes.map((s) => s.text)
      .join(' '),
  };
};

const numbers = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  de: ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
};

describe.each([
  ['en', english],
  ['de', german],
] as const)('free text in %s', (language, table) => {
  it('has a table of at least 40 inputs and a vocabulary of at least 150 interests', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
    expect(vocabularySize(language)).toBeGreaterThanOrEqual(150);
  });

  it.each(table)('reads "%s"', (text, expected) => {
    check(text, parseFreeText([text], language), expected);
  });

  it.each(table)('tells the facts of "%s" in the story', (text) => {
    const facts = parseFreeText([text], language);
    const { text: story, brief } = storyOf(text, language);
    const plan = planStory(brief);
    expect(plan.facts.personal).toEqual(facts);
    if (facts.age !== undefined) expect(story).toContain(` ${numbers[language][facts.age]}`);
    if (facts.pets[0]?.name) expect(story).toContain(facts.pets[0].name);
    if (facts.pets[0]) expect(plan.facts.companionIsPet).toBe(true);
    for (const toy of facts.toys.slice(0, 1))
      expect(story).toContain(toy.name ?? (language === 'en' ? toy.en : toy.de));
    if (facts.home) expect(story).toContain(facts.home);
    // A fear the story acts out as its goal (a worry written about the child) is told by the goal, not named.
    if (facts.fears[0] && !plan.facts.goal?.includes(facts.fears[0])) expect(story).toContain(facts.fears[0]);
    // Told as a proud memory in the story's own words (offline/themes).
    if (facts.achievements[0]) {
      expect(plan.beats).toContain('achievement');
      expect(story).toContain(toldWords(plan, language).memory![0]);
    }
    // An interest in the companion's own kind is told by the companion itself ("a little unicorn called Twinkle").
    const animal = plan.facts.animal;
    for (const interest of facts.interests.slice(0, 2)) {
      const ownKind = interest.en.toLowerCase().includes(animal.en.toLowerCase());
      const told = ownKind
        ? language === 'en'
          ? animal.en
          : animal.de
        : language === 'en'
          ? interest.en
          : interest.de;
      expect(story.toLowerCase()).toContain(told.toLowerCase());
    }
  });
});

describe('free text, more', () => {
  it('uses the favourite fields too, and the form wins over the text', () => {
    const facts = parseFreeText([undefined, 'trains and football'], 'en');
    expect(facts.interests.map((i) => i.id)).toEqual(['trains', 'football']);
    const plan = planStory({
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: { name: 'Ada', age: 8, personalization: 'Ada is 3, our cat Pebble' },
    });
    expect(plan.facts.age).toBe(8);
    expect(plan.facts.petName).toBe('Pebble');
    expect(plan.facts.animal.en).toBe('cat');
    const withAnimal = planStory({
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: { name: 'Ada', favoriteAnimal: 'owl', personalization: 'our cat Pebble' },
    });
    expect(withAnimal.facts.animal.en).toBe('owl');
    expect(withAnimal.facts.companionIsPet).toBe(false);
  });

  it('gives a pet the animals list does not know a German name', () => {
    const plan = planStory({
      audience: 'child',
      storyType: 'classic',
      language: 'de',
      recipientDetails: { name: 'Ida', personalization: 'Unser Meerschweinchen Coco' },
    });
    const story = writeOfflineStory({
      audience: 'child',
      storyType: 'classic',
      language: 'de',
      recipientDetails: { name: 'Ida', personalization: 'Unser Meerschweinchen Coco' },
    });
    expect(plan.facts.animal.de).toBe('Meerschweinchen');
    expect(story.summary).toContain('ein kleines Meerschweinchen');
  });

  it('tells a free-text interest next to a different favourite activity', () => {
    for (const [language, activity, text, interest] of [
      ['en', 'painting rainbows', 'loves trains', 'trains'],
      ['de', 'Fußball spielen', 'liebt Züge', 'Züge'],
    ] as const) {
      const story = writeOfflineStory({
        audience: 'child',
        storyType: 'classic',
        language,
        recipientDetails: { name: 'Ida', favoriteActivity: activity, personalization: text, age: 5 },
      });
      const all = story.scenes.map((s) => s.text).join(' ');
      expect(all).toContain(activity);
      expect(all.toLowerCase()).toContain(interest.toLowerCase());
    }
  });

  it('takes the setting from an interest when none was chosen', () => {
    const place = (personalization: string, language: 'en' | 'de', storySetting?: string) =>
      planStory({
        audience: 'child',
        storyType: 'classic',
        language,
        storySetting,
        recipientDetails: { name: 'Ida', personalization },
      }).facts.place.landscape;
    expect(place('Noah is 3 and loves trains and dinosaurs', 'en')).toBe('dinosaur-land');
    expect(place('liebt Meerjungfrauen', 'de')).toBe('underwater-kingdom');
    expect(place('loves rockets', 'en')).toBe('space-adventure');
    expect(place('loves rockets', 'en', 'magical-forest')).toBe('magical-forest');
  });

  it('never makes an animal the child fears the companion', () => {
    for (const [language, personalization] of [
      ['en', 'She is afraid of dogs'],
      ['de', 'Er hat Angst vor Hunden'],
    ] as const) {
      const plan = planStory({
        audience: 'child',
        storyType: 'classic',
        language,
        recipientDetails: { name: 'Ida', personalization },
      });
      expect(plan.facts.animal.en).not.toBe('dog');
    }
  });

  it('does not find interests in ordinary words', () => {
    expect(
      findInterests('She plays with her friends at the kindergarten and leaves early; she walks to Hamburg'),
    ).toEqual([]);
    expect(new Set(interestVocabulary.map((i) => i.id)).size).toBe(interestVocabulary.length);
  });
});

describe('what the child does with whom', () => {
  it.each([
    ['Jonas backt gern mit Papa und spielt Fußball.', 'baking', { en: 'Dad', de: 'Papa' }],
    ['Er geht gern mit seinem Opa angeln.', 'fishing', { en: 'Grandpa', de: 'Opa' }],
    ['He loves baking with his mum, and football.', 'baking', { en: 'Mum', de: 'Mama' }],
    ['She goes fishing with Daddy. She loves trains.', 'fishing', { en: 'Daddy', de: 'Papa' }],
    ['Maya loves splashing in puddles with Grandma.', 'the rain', { en: 'Grandma', de: 'Oma' }],
  ])('reads "%s": %s is done together', (text, id, together) => {
    const interests = findInterests(text);
    expect(interests.find((i) => i.id === id)?.together).toEqual(together);
    expect(interests.filter((i) => i.together)).toHaveLength(1);
  });

  it('shares no interest that stands far from the person („painting and swinging at the park with Grandpa“)', () => {
    const interests = findInterests('Priya loves painting and swinging at the park with Grandpa.');
    expect(interests.map((i) => i.id)).toContain('painting');
    expect(interests.filter((i) => i.together)).toEqual([]);
  });

  it('tells it with that person („das Backen mit Papa“: Papa, whom he bakes with, was left out)', () => {
    const cases = [
      { language: 'de' as const, text: 'Jonas backt gern mit Papa und spielt Fußball.', told: /das Backen mit Papa/ },
      { language: 'en' as const, text: 'Jonas loves baking with his dad, and football.', told: /baking with Dad/ },
    ];
    for (const { language, text, told } of cases) {
      let named = 0;
      for (let i = 0; i < 20; i++) {
        const brief: StoryBrief = {
          audience: 'child',
          storyType: i % 2 ? 'custom' : 'classic',
          language,
          recipientDetails: { name: 'Jonas', age: 4 + (i % 5), personalization: text },
          variety: { seed: `together-${i}`, recentPlots: [], recentTitles: [] },
        };
        const story = writeOfflineStory(brief)
          .scenes.map((s) => s.text)
          .join(' ');
        if (/Backen|baking/.test(story)) {
          named++;
          expect(story, `${language} ${i}`).toMatch(told);
        }
      }
      expect(named, language).toBeGreaterThan(5);
    }
  });
});
