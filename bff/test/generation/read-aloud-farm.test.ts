import { describe, expect, it } from 'vitest';
import { readAloudOrder, sceneTexts, seedsNamed } from './read-aloud-support.ts';

// Faults heard reading aloud a story on „Bauernhof von Oma und Opa“ and one in the enchanted castle
// where Clara shares her crayons with „ihrem kleinen Bruder Ben“: a hedgehog baker and a whole street
// on a farm, „fragte ihr kleiner Bruder Ben“ four times over, an English knight in a German story.

const seeds = (n: number) => seedsNamed('farm', n);

const stories = (language: 'en' | 'de', details: Parameters<typeof readAloudOrder>[1], n = 16) =>
  seeds(n).map((seed) => sceneTexts(readAloudOrder(language, details, seed)).join(' '));

describe('read aloud: the farm', () => {
  it('tells a typed farm with a barn, a hen house and a duck pond, never the village bakery, street, post office or town hall', () => {
    const village =
      /bakery|whole street|post office|town hall|village clock|Bäckerei|ganze Straße|Postamt|Rathaus|Dorfuhr/;
    const farm = /barn|hen house|duck pond|haystack|orchard|Scheune|Hühnerstall|Ententeich|Heuhaufen|Obstgarten/;
    for (const [language, setting] of [
      ['en', "Grandma and Grandpa's farm"],
      ['en', 'a farm full of sleepy animals'],
      ['de', 'Bauernhof von Oma und Opa'],
      ['de', 'auf Opas Hof'],
    ] as const) {
      let told = 0;
      for (const story of stories(language, { name: 'Harriet', age: 5, storySetting: setting })) {
        expect(story, setting).not.toMatch(village);
        if (farm.test(story)) told++;
      }
      expect(told, setting).toBeGreaterThan(8);
    }
    // The village itself keeps its bakery.
    expect(stories('en', { name: 'Harriet', age: 5, storySetting: 'animal-village' }).join(' ')).toMatch(/bakery/);
  });

  it('has a farm dog greet a child whose companion is no dog, and a cow greet a child who brought a dog', () => {
    for (const [animal, guide, not] of [
      ['dog', /Daisy/, /Skip/],
      ['cat', /Skip/, /Daisy/],
      ['Hund', /Berta/, /Struppi/],
      ['Katze', /Struppi/, /Berta/],
    ] as const) {
      const language = /^\p{Lu}/u.test(animal) ? 'de' : 'en';
      const told = stories(language, { name: 'Harriet', age: 5, favoriteAnimal: animal, storySetting: 'a farm' }, 12);
      expect(
        told.some((story) => guide.test(story)),
        animal,
      ).toBe(true);
      for (const story of told) expect(story, animal).not.toMatch(not);
    }
  });

  it('brings a named brother or sister of the goal in once in full, then by name: „ihr kleiner Bruder Ben … fragte Ben“', () => {
    for (const [language, goal] of [
      ['de', 'ihre Buntstifte mit ihrem kleinen Bruder Ben teilen'],
      ['en', 'to share her crayons with her little brother Ben'],
    ] as const)
      for (const story of stories(language, { name: 'Clara', age: 5, storyGoal: goal }, 12)) {
        const full = story.match(/ihr(?:em)? kleine[rn] Bruder Ben|her little brother Ben/gi) ?? [];
        expect(full.length, story).toBeLessThanOrEqual(1);
        expect(story).toMatch(/(?:fragte|asked) Ben/);
      }
  });

  it('calls an unnamed little brother „der Kleine“ or "her brother" after bringing him in, not "her little brother" at every turn', () => {
    for (const [language, goal, again] of [
      ['de', 'ihre Buntstifte mit ihrem kleinen Bruder teilen', /fragte der Kleine/],
      ['en', 'to share her crayons with her little brother', /asked her brother/],
    ] as const)
      for (const story of stories(language, { name: 'Clara', age: 5, storyGoal: goal }, 12)) {
        expect((story.match(/kleine[rn]? Bruder|little brother/gi) ?? []).length, story).toBeLessThanOrEqual(1);
        expect(story).toMatch(again);
      }
  });

  it('does not tell „Höhlen bauen“ again as another interest („Den Rest des Weges ging es um das Höhlenbauen“)', () => {
    for (const story of stories('de', { name: 'Clara', age: 5, favoriteActivity: 'Höhlen bauen' }, 24))
      expect(story).not.toMatch(/Höhlenbauen/);
  });

  it('greets a German child at the castle with a German knight, not „Sir Bramble“', () => {
    const told = stories('de', { name: 'Clara', age: 5, storySetting: 'enchanted-castle' }, 16).join(' ');
    expect(told).not.toMatch(/Sir Bramble/);
    expect(told).toMatch(/Ritter Brombeer/);
  });

  it('says why socks come into it: no "far too early for somebody so big, especially in his orange socks"', () => {
    for (const language of ['en', 'de'] as const)
      for (const story of stories(
        language,
        { name: 'Finn', age: 5, favoriteColor: language === 'en' ? 'orange' : 'Orange' },
        48,
      ))
        expect(story).not.toMatch(/especially in (?:his |her )?\w+ socks|vor allem in \w+ Socken/);
  });
});

// Leo (4) in Dinosaur Land, who is to stop biting when he is cross, and Ida (7) among the stars.
describe('read aloud: Dinosaur Land and the stars', () => {
  it('is not out of breath after a quiet favourite („Sterne anschauen“, "reading"), only after a lively one', () => {
    for (const [language, activity] of [
      ['de', 'Sterne anschauen'],
      ['de', 'lesen'],
      ['en', 'reading'],
      ['en', 'drawing'],
    ] as const)
      for (const story of stories(language, { name: 'Ida', age: 7, favoriteActivity: activity }, 40))
        expect(story, activity).not.toMatch(/außer Atem|out of breath/);
    const lively = stories('en', { name: 'Ida', age: 7, favoriteActivity: 'jumping in puddles' }, 40).join(' ');
    expect(lively).toMatch(/out of breath/);
  });

  it('cheers a goal once: no "Pickle clapped happily" right after "Pickle beamed"', () => {
    let told = 0;
    for (const [language, goal] of [
      ['en', 'to stop biting when he is cross'],
      ['en', 'to calm down when he is angry'],
      ['de', 'nicht mehr hauen, wenn er wütend ist'],
    ] as const)
      for (const story of stories(language, { name: 'Leo', age: 4, storyGoal: goal }, 24)) {
        const pet = /called (\p{Lu}\p{Ll}+)|namens (\p{Lu}\p{Ll}+)/u.exec(story);
        for (const [, cheer, again] of story.matchAll(
          /(\p{Lu}\p{Ll}+) (?:beamed|strahlte)[^.]*\. (\p{Lu}\p{Ll}+) (?:clapped|did a somersault|klatschte|schlug vor Freude)/gu,
        ))
          expect(cheer === again, story).toBe(false);
        if (pet) told++;
      }
    expect(told).toBeGreaterThan(0);
  });

  it('names the child once in the opening "yawning at home" line, and a sibling comes along without a second "adventure"', () => {
    const maya = { name: 'Maya', age: 7, pronoun: 'she', role: 'finder' } as const;
    let opened = 0;
    for (const seed of seeds(64)) {
      const story = sceneTexts({ ...readAloudOrder('en', { name: 'Leo', age: 4 }, seed), siblings: [maya] }).join(' ');
      expect(story).not.toMatch(/yawning at home, and the next, Leo/);
      expect(story).toMatch(/Maya had come along too/);
      if (/yawning at home one moment/.test(story)) opened++;
    }
    expect(opened).toBeGreaterThan(0);
  });
});

// Zara (6), who loves horse riding, in "a treehouse in the garden" with a horse called Bluebell.
describe('read aloud: the treehouse', () => {
  it('lets a rider ride a horse companion, who does not learn to ride ("showed Bluebell how it was done")', () => {
    for (const [language, animal, activity, rides] of [
      ['en', 'horse', 'horse riding', /climbed onto \p{Lu}\p{Ll}+(?:'s|') back/u],
      ['de', 'Pony', 'reiten', /kletterte Zara auf \p{Lu}\p{Ll}+s? Rücken/u],
    ] as const) {
      const told = stories(language, { name: 'Zara', age: 6, favoriteAnimal: animal, favoriteActivity: activity }, 40);
      for (const story of told)
        expect(story).not.toMatch(
          /how it was done|wie es geht|tried it too|probierte es auch|joining in too|machte \p{Lu}\p{Ll}+ mit/u,
        );
      expect(
        told.some((story) => rides.test(story)),
        language,
      ).toBe(true);
    }
  });

  it('keeps the guide where the guide was met ("blinked down from a mossy oak"), not "sitting on a stone" the next moment', () => {
    for (const language of ['en', 'de'] as const)
      for (const story of stories(language, { name: 'Zara', age: 6, storySetting: 'magical-forest' }, 48))
        expect(story).not.toMatch(/was sitting on a stone|saß auf einem Stein/);
  });

  it('does not say the star on the pillow came from the companion when the guide gave it', () => {
    for (const language of ['en', 'de'] as const)
      for (const story of stories(language, { name: 'Zara', age: 6 }, 64))
        expect(story).not.toMatch(/a keepsake from|ein Andenken von/);
  });
});

// Robin (8, they/them), under the sea, who swam 25 metres and rescues a baby seahorse.
describe('read aloud: under the sea', () => {
  it('remembers 25 metres swum as the distance, not as "swimming without armbands"', () => {
    let told = 0;
    for (const [language, achievement] of [
      ['en', 'swam 25 metres'],
      ['en', 'swam 50m at the pool'],
      ['de', 'ist 25 Meter geschwommen'],
    ] as const)
      for (const story of stories(language, { name: 'Robin', age: 8, recentAchievement: achievement }, 32)) {
        expect(story, achievement).not.toMatch(/armbands|Schwimmflügel/);
        if (/(?:25|50) (?:metres|Meter)|a long, long way|ganz weit/.test(story)) told++;
      }
    expect(told).toBeGreaterThan(10);
  });

  it('says what is held and freed in a rescue, not "held things steady … loosened them one by one"', () => {
    for (const language of ['en', 'de'] as const)
      for (const story of stories(language, { name: 'Robin', age: 8 }, 96))
        expect(story).not.toMatch(
          /held things steady|loosened them one by one|hielt alles gut fest|eins nach dem anderen löste/,
        );
  });

  it('names a child with no pronoun at most twice in the swimming-pool memory ("the moment Robin\'s feet … held Robin up")', () => {
    for (const story of stories('en', { name: 'Robin', age: 8, recentAchievement: 'learned to swim' }, 48))
      expect(story).not.toMatch(/the moment Robin's feet/);
  });
});

// Mila (5) in „Ein Garten voller Glühwürmchen“, who said a poem at the kindergarten's summer party and has a dog, Bruno.
describe('read aloud: the garden of fireflies', () => {
  it('remembers a poem said at the kindergarten party as the poem, not as the first day at kindergarten', () => {
    for (const [language, achievement] of [
      ['de', 'hat beim Sommerfest im Kindergarten ein Gedicht aufgesagt'],
      ['en', 'recited a poem at the nursery summer party'],
    ] as const) {
      const told = stories(language, { name: 'Mila', age: 5, recentAchievement: achievement }, 24);
      for (const story of told)
        expect(story, achievement).not.toMatch(/Haken|peg with a little name card|erste[nr]? Tag|first day/);
      expect(told.filter((story) => /Gedicht|poem/.test(story)).length).toBeGreaterThan(12);
    }
  });

  it('names the pet at home in full once, then by its name („Milas Hund Bruno … Bruno schlief schon“)', () => {
    let twice = 0;
    for (const [language, text] of [
      ['de', 'Mila hat einen Hund namens Bruno.'],
      ['en', 'Mila has a dog called Bruno.'],
    ] as const)
      for (const story of stories(
        language,
        // A companion of its own kind, so the dog stays at home.
        {
          name: 'Mila',
          age: 5,
          favoriteAnimal: language === 'de' ? 'Eichhörnchen' : 'squirrel',
          personalization: text,
        },
        32,
      )) {
        expect((story.match(/(?:Milas|ihr|her|Mila's) (?:Hund|dog) Bruno/gi) ?? []).length, story).toBeLessThanOrEqual(
          1,
        );
        if ((story.match(/Bruno/g) ?? []).length > 1) twice++;
      }
    expect(twice).toBeGreaterThan(0);
  });
});

// Olivia (6), with only her name and age typed: a rescue in Dinosaur Land; and a story in a treehouse.
describe('read aloud: the fewest details', () => {
  it('says what the little creature is caught in („in einem Gewirr aus Seetang“, "a tangle of giant ferns")', () => {
    let rescues = 0;
    for (const language of ['en', 'de'] as const)
      for (const story of stories(language, { name: 'Olivia', age: 6 }, 96)) {
        const stuck =
          /stuck fast and trembling|caught and unable to move|, (?:der|die|das) feststeckte|, (?:der|die|das) sich nicht mehr bewegen/;
        expect(story).not.toMatch(stuck);
        if (/stuck fast in a tangle|caught in a tangle|in einem Gewirr aus/.test(story)) rescues++;
      }
    expect(rescues).toBeGreaterThan(4);
  });

  it('begins a story at the edge of a land, never "at the very edge of the treehouse in the garden"', () => {
    for (const setting of ['a treehouse in the garden', 'my bedroom', 'the big tent'])
      for (const story of stories('en', { name: 'Olivia', age: 6, storySetting: setting }, 48))
        expect(story, setting).not.toMatch(/very edge of (?:the|my) (?:treehouse|bedroom|big tent)/);
  });
});

// Noah (7) among the stars with his baby sister Ava, born in June (age 0, "comforter" in the form).
describe('read aloud: a baby sister', () => {
  const ava = (role: 'helper' | 'finder' | 'comforter', age = 0) =>
    ({ name: 'Ava', age, pronoun: 'she', role }) as const;

  it('carries a baby along, cooing and asleep: she never leads the way, counts everyone or wraps scarves round them', () => {
    const grownUp =
      /Ava (?:held out a hand|carried the little lantern|went first|counted everyone|pointed|found a soft feather|hummed|gave Noah's hand|kept checking|wrapped|lifted|reichte|trug die|ging überall|zählte|zeigte|fand eine|summte|drückte|schaute immer|legte allen|hob alles)|Ava's sharp eyes|bemerkte mit scharfen Augen/;
    for (const language of ['en', 'de'] as const)
      for (const role of ['helper', 'finder', 'comforter'] as const)
        for (const seed of seeds(16)) {
          const order = { ...readAloudOrder(language, { name: 'Noah', age: 7 }, seed), siblings: [ava(role)] };
          const story = sceneTexts(order).join(' ');
          expect(story, `${language} ${role} ${seed}`).not.toMatch(grownUp);
          expect(story).toMatch(/snug in a sling|eingekuschelt im Tragetuch/);
          expect((story.match(/\bAva\b/g) ?? []).length).toBeLessThanOrEqual(7);
        }
  });

  it("calls a sister of under two a baby sister even when the hero's age was left empty", () => {
    const order = { ...readAloudOrder('en', { name: 'Noah' }, 'farm-0'), siblings: [ava('comforter')] };
    expect(sceneTexts(order)[0]).toMatch(/Noah's baby sister Ava had come along too, snug in a sling/);
  });

  it('lets a sister of two or more still play her part', () => {
    const order = { ...readAloudOrder('en', { name: 'Noah', age: 7 }, 'farm-0'), siblings: [ava('helper', 4)] };
    expect(sceneTexts(order).join(' ')).not.toMatch(/sling|gurgled|cooed/);
  });
});

// Paul (9) in „eine Bibliothek voller Geheimnisse“, who is to dare to say something in class.
describe('read aloud: the library', () => {
  it('acts out speaking up as words that hide and then are said, not as a frightening noise to peek at', () => {
    for (const [language, goal, said] of [
      ['de', 'sich trauen, in der Klasse etwas zu sagen', /meldete sich Paul|um Hilfe|könnt ihr mir bitte helfen/],
      ['en', 'to speak up in class', /Paul put up a hand|could you help me, please/],
      ['en', 'to ask for help when he needs it', /Paul put up a hand|could you help me, please/],
    ] as const)
      for (const story of stories(language, { name: 'Paul', age: 9, storyGoal: goal }, 16)) {
        expect(story, goal).toMatch(said);
        expect(story, goal).not.toMatch(/grollendes Geräusch|rumbling noise|nachgeschaut|had a look/);
      }
  });
});

// Goals that were pasted ("Leo told Hazelnut all about being less bossy"), now acted out.
describe('read aloud: goals acted out, not pasted', () => {
  it('plays out "to be less bossy" and „nicht immer bestimmen wollen“ as a game where the others get to choose', () => {
    for (const [language, goal] of [
      ['en', 'to be less bossy'],
      ['en', 'to be okay with losing'],
      ['de', 'nicht immer bestimmen wollen'],
      ['de', 'nicht so herrisch sein'],
    ] as const)
      for (const story of stories(language, { name: 'Leo', age: 6, storyGoal: goal }, 12)) {
        expect(story, goal).not.toMatch(
          /all about being less bossy|being okay with losing|nicht immer bestimmen wollen|nicht so herrisch/i,
        );
        expect(story, goal).toMatch(
          /What would you like to play|Where would you put the door|Was möchtet ihr denn spielen|Wo würdest du die Tür|won again|somebody else won|guessed wrong/,
        );
      }
  });
});

describe('read aloud: a quieter voice', () => {
  it('acts out "to use her inside voice" and „leiser sein“ with a whisper voice that hears the night, not pasted', () => {
    for (const [language, goal] of [
      ['en', 'to use her inside voice'],
      ['de', 'leiser sein'],
    ] as const)
      for (const seed of seeds(12)) {
        const scenes = sceneTexts(readAloudOrder(language, { name: 'Mia', age: 5, storyGoal: goal }, seed));
        const story = scenes.join(' ');
        expect(story, goal).not.toMatch(/inside voice|about being quieter|leiser sein/);
        expect(story, goal).toMatch(/mouse voice|whisper|Mäusestimme|flüsterte/i);
        // Nobody shouts for joy right after learning to whisper.
        const learnt = scenes.find((scene) => /hears more|quietest voice|hört mehr|leiseste Stimme/.test(scene)) ?? '';
        expect(learnt, goal).not.toMatch(/You did it|geschafft|somersault|Purzelbaum|cried \p{Lu}|rief \p{Lu}/u);
      }
  });
});

describe('read aloud: the place said again', () => {
  it('opens "Pip tried a tiny bit", not "There, Pip tried a tiny bit", right after the place was named', () => {
    let opened = 0;
    for (const setting of ['magical-forest', 'underwater-kingdom', 'dinosaur-land'])
      for (const seed of seeds(48)) {
        const story = sceneTexts(
          readAloudOrder('en', { name: 'Isla', age: 5, favoriteFood: 'spaghetti', storySetting: setting }, seed),
        ).join(' ');
        expect(story).not.toMatch(/(?:^|[.!?"] )There, \p{Lu}/u);
        if (/right here in the [^!]+! \p{Lu}\p{Ll}+ (?:tried|had|took)/u.test(story)) opened++;
      }
    expect(opened).toBeGreaterThan(0);
  });
});

describe('read aloud: the way there', () => {
  it('says the way into the place in full once in three sentences („in die Welt auf Opas Hof … unterwegs dorthin“)', () => {
    for (const [language, setting, into] of [
      ['de', 'auf Opas Hof', 'in die Welt auf Opas Hof'],
      ['en', "Grandma's garden", "into Grandma's garden"],
    ] as const)
      for (const seed of seeds(48)) {
        const pet = language === 'de' ? 'Emil hat eine Katze namens Minka.' : 'Emil has a cat called Minka.';
        const details = { name: 'Emil', age: 5, favoriteAnimal: 'Pferd', storySetting: setting, personalization: pet };
        const sentences = sceneTexts(readAloudOrder(language, details, seed))
          .join(' ')
          .split(/(?<=[.!?“"])\s+/);
        const at = sentences.flatMap((s, i) => (s.includes(into) ? [i] : []));
        for (let k = 1; k < at.length; k++)
          expect(at[k] - at[k - 1], `${seed}: ${sentences.slice(at[k - 1], at[k] + 1).join(' ')}`).toBeGreaterThan(2);
      }
  });
});

describe('read aloud: the surprise', () => {
  it('makes a surprise that can be snipped, folded and tied („basteln“), never a cake or a basket of warm buns', () => {
    let made = 0;
    for (const language of ['en', 'de'] as const)
      for (const setting of ['animal-village', 'enchanted-castle', 'a farm'])
        for (const story of stories(language, { name: 'Emil', age: 6, storySetting: setting }, 48)) {
          expect(story, setting).not.toMatch(
            /(?:make|made) an? (?:tiny cake|basket of warm honey buns)|(?:Kuchen|Honigbrötchen) zu basteln|Wir basteln (?:einen kleinen Kuchen|einen Korb)/,
          );
          if (/Snip, fold, tie|Schnipp, falt, knot/.test(story)) made++;
        }
    expect(made).toBeGreaterThan(0);
  });
});

// Ruby (3) on a goodnight walk with her big brother Jack (6): the toddler's present tense throughout.
describe('read aloud: a toddler with a big brother', () => {
  it('tells the brother in the toddler\'s present tense and short sentences, never "Jack went first wherever the way was tricky"', () => {
    const jack = { name: 'Jack', age: 6, pronoun: 'he', role: 'helper' } as const;
    const finn = { name: 'Finn', age: 0, pronoun: 'he', role: 'finder' } as const;
    for (const language of ['en', 'de'] as const)
      for (const siblings of [[jack], [finn], [jack, finn]])
        for (const seed of seeds(16)) {
          const story = sceneTexts({ ...readAloudOrder(language, { name: 'Ruby', age: 3 }, seed), siblings }).join(' ');
          expect(story, `${language} ${seed}`).not.toMatch(
            /(?:Jack|Finn) (?:had come|held out|went first|carried|counted|wrapped|was already|were already|hummed|gave|found|pointed|slept|blew|war auch|waren auch|reichte|ging überall|zählte|legte allen|gähnte schon|schlief schon|schliefen)/,
          );
          expect(story).toMatch(/(?:Jack|Finn)(?: and Finn| und Finn)? (?:comes?|kommt|kommen)/);
        }
  });
});

// Read aloud at the review: Arlo (6), whose eyes close in the bedtime game, and Lotte (4), who says thank you.
describe('read aloud: the review', () => {
  it('shouts no "You did it!" after a bedtime goal whose mastery ends with eyes closing', () => {
    for (const [language, goal] of [
      ['en', 'to go to sleep without a fuss'],
      ['de', 'ohne Theater einschlafen'],
    ] as const)
      for (const seed of seeds(16)) {
        const scenes = sceneTexts(readAloudOrder(language, { name: 'Arlo', age: 6, storyGoal: goal }, seed));
        const slept = scenes.find((scene) =>
          /eyes were already closing|eyes grew heavy|slow yawn|Augen schon|Augen wurden schwer|gähnte groß/.test(scene),
        );
        expect(slept, `${language} ${seed}`).toBeDefined();
        expect(slept, `${language} ${seed}`).not.toMatch(
          /You did it|geschafft|somersault|Purzelbaum|cried \p{Lu}|rief \p{Lu}/u,
        );
      }
  });

  it('lets nobody „strahlte über das ganze Gesicht“ twice in a story', () => {
    for (const [language, goal] of [
      ['de', 'bitte und danke sagen'],
      ['en', 'to say please and thank you'],
    ] as const)
      for (const story of stories(language, { name: 'Lotte', age: 4, storyGoal: goal }, 24)) {
        expect((story.match(/über das ganze Gesicht/g) ?? []).length, story).toBeLessThanOrEqual(1);
        expect((story.match(/beamed from ear to ear/g) ?? []).length, story).toBeLessThanOrEqual(1);
      }
  });
});
