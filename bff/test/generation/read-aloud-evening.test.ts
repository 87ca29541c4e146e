import { STORY_SETTINGS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { readAloudOrder, sceneTexts, seedsNamed } from './read-aloud-support.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { crumbly } from '../../src/generation/offline/story/food.ts';
import { splitSentences } from '../../src/generation/offline/compose.ts';
import { ROLE_BEATS } from '../../src/generation/offline/sibling-roles.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';
import { pronounOf } from '../../src/generation/offline/story/hero.ts';
import { plotBeats, plotIds } from '../../src/generation/offline/story/plots/index.ts';

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

  it('tells a fear as the thing feared, not as its label („Lena dachte an die Angst vor Gewitter und spürte ein kleines Zittern“)', () => {
    const fears = ['Angst vor Gewitter', 'Angst im Dunkeln', 'Angst vor großen Hunden'];
    let told = 0;
    for (const [i, seed] of seeds(60).entries()) {
      const details = {
        name: 'Lena',
        age: 5,
        favoriteAnimal: 'Igel',
        personalization: `Lena hat ${fears[i % 3]}.${i % 2 ? ' Sie liebt Kekse.' : ''}`,
      };
      const brief = { ...order('de', details, seed), siblings: [{ name: 'Tom', role: 'helper' as const }] };
      for (const sentence of scenesOf(brief).flatMap((s) => splitSentences(s))) {
        if (!/Zittern/.test(sentence)) continue;
        told++;
        expect(sentence, seed).not.toMatch(/\bdachten? an (?:die|seine|ihre) Angst\b/);
      }
    }
    expect(told).toBeGreaterThan(5);
  });

  it('keeps bedtime lines for home and bed, not the middle of the adventure („Die ganze Nacht summte Momo ein Schlaflied“ during the parade)', () => {
    const bedtime = /lullaby|Schlaflied|Wiegenlied|ready for bed|bettfertig|gave a small, happy yawn|gähnte klein/;
    let middle = 0;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(80).entries()) {
        const details = { name: 'Lena', age: 5 + (i % 4), storySetting: STORY_SETTINGS[i % STORY_SETTINGS.length] };
        // The goodnight walk is a walk to bed: its counting yawns belong to it.
        const brief = order(language, details, seed, ['counting-walk']);
        const plan = planStory(brief);
        const own = new Set<string>(plotBeats(plan.plot, true));
        for (const [k, scene] of scenesOf(brief).entries()) {
          if (!own.has(plan.beats[k]) || k === plan.beats.length - 1) continue;
          middle++;
          expect(scene, `${language} ${seed} ${plan.plot} ${plan.beats[k]}`).not.toMatch(bedtime);
        }
      }
    expect(middle).toBeGreaterThan(300);
  });

  it('brings in the person the goal names when the goal is acted out (goal "sharing toys with her cousin", and no cousin)', () => {
    const goals = {
      en: [
        ['sharing toys with her cousin', /\bcousin\b/],
        ['saying sorry to Grandma', /\bgrandma\b/i],
      ],
      de: [
        ['Spielsachen mit ihrer Cousine teilen', /\bCousine\b/],
        ['sich bei Opa entschuldigen', /\bOpa\b/],
      ],
    } as const;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(40).entries()) {
        const [goal, person] = goals[language][i % 2];
        const brief = order(language, { name: 'Mia', age: 4 + (i % 6), storyGoal: goal }, seed);
        const plan = planStory(brief);
        const scenes = scenesOf(brief);
        for (const beat of ['challenge', 'mastery'] as const) {
          const scene = scenes[plan.beats.indexOf(beat)];
          expect(scene, `${language} ${seed} ${beat}`).toMatch(person);
        }
      }
  });

  it('calls back only to a promise the story told, and says crumbs only of crumbly food ("Bleep… just as Pebbles had said"; a banana "licked every last crumb")', () => {
    const callBack = {
      en: /just as (\p{L}+) had (?:said|promised)|and (\p{L}+) whispered, "Didn't I tell you\?"/u,
      de: /genau wie (\p{L}+) (?:es )?(?:gesagt|versprochen) hatte|und (\p{L}+) flüsterte: „Hab ich’s nicht gesagt\?“/u,
    };
    const promise = { en: (pet: string) => `${pet} promised`, de: (pet: string) => `versprach ${pet}` };
    const fruit = { en: ['bananas', 'ice cream', 'strawberries'], de: ['Bananen', 'Eis', 'Erdbeeren'] };
    let calledBack = 0;
    let ate = 0;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(120).entries()) {
        const details = {
          name: 'Ava',
          age: 5 + (i % 4),
          favoriteFood: fruit[language][i % 3],
          storySetting: i % 3 ? 'space' : STORY_SETTINGS[i % STORY_SETTINGS.length],
        };
        const sentences = scenesOf(order(language, details, seed)).flatMap((s) => splitSentences(s));
        for (const [k, sentence] of sentences.entries()) {
          if (/\bate\b|\baß\b|taste|probieren|piece|Stückchen/.test(sentence)) ate++;
          expect(sentence, `${language} ${seed}`).not.toMatch(
            /crumbs on|last crumb|jeden Krümel auf|Krümel auf (?:seiner|ihrer) Nase|still warm|noch warm/,
          );
          const called = callBack[language].exec(sentence);
          const pet = called?.[1] ?? called?.[2];
          if (!pet) continue;
          calledBack++;
          expect(
            sentences.slice(0, k).some((s) => s.includes(promise[language](pet))),
            `${language} ${seed}: ${sentence}`,
          ).toBe(true);
        }
      }
    expect(calledBack).toBeGreaterThan(0);
    expect(ate).toBeGreaterThan(20);
  });

  it('says „euch“ only to more than one („Ich habe mich den ganzen Tag auf euch gefreut, Pummel.“)', () => {
    let plural = 0;
    for (const [i, seed] of seeds(40).entries()) {
      const brief = order(
        'de',
        { name: 'Lena', age: 4 + (i % 5) },
        seed,
        plotIds.filter((p) => p !== 'friend-visit'),
      );
      for (const sentence of scenesOf(brief).flatMap((s) => splitSentences(s))) {
        // The friend's greeting („…gefreut“) and every other line that says „euch“.
        if (!/\beuch\b|gefreut/.test(sentence)) continue;
        plural++;
        // „…auf euch gefreut, Pummel.“: the plural, then one name alone as the one spoken to.
        expect(sentence, seed).not.toMatch(/\beuch\b[^„“]*, \p{Lu}\p{L}+[.!]“/u);
      }
    }
    expect(plural).toBeGreaterThan(10);
  });

  it('tells what the free text says the child likes doing, written as a German verb („backt gern mit Papa“, never told)', () => {
    const likes = [
      ['Lena backt gern mit Papa.', /Backen/],
      ['Lena malt am liebsten.', /Malen/],
      ['Lena klettert gerne.', /Klettern/],
    ] as const;
    for (const [i, seed] of seeds(30).entries()) {
      const [free, told] = likes[i % 3];
      const story = scenesOf(order('de', { name: 'Lena', age: 5 + (i % 4), personalization: free }, seed)).join(' ');
      expect(story, `${seed}: ${free}`).toMatch(told);
    }
  });

  it("gives a second sibling of the same role a part in the role's plot beat, not only the first", () => {
    let acted = 0;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(36).entries()) {
        const role = (['helper', 'finder', 'comforter'] as const)[i % 3];
        const brief = {
          ...order(language, { name: 'Lena', age: 3 + (i % 6) }, seed),
          siblings: [
            { name: 'Tom', role, pronoun: 'he' as const },
            { name: 'Ida', role, pronoun: 'she' as const },
          ],
        };
        const plan = planStory(brief);
        const scene = scenesOf(brief)[plan.beats.indexOf(ROLE_BEATS[plan.plot][role].beat)];
        if (!scene?.includes('Tom')) continue;
        acted++;
        expect(scene, `${language} ${seed} ${plan.plot} ${role}`).toContain('Ida');
      }
    expect(acted).toBeGreaterThan(40);
  });

  it('finds the food before it names it: "It was pancakes" or "Out came pancakes" follows a plate, a basket or a smell, never only a rumbling tummy', () => {
    const found = { en: /plate|basket|table|lid|smell/i, de: /Teller|Körbchen|Korb|Tisch|Deckel|Duft/ };
    const named = { en: /^(?:It was|Out came) pancakes/, de: /^(?:Es gab|Da gab es) Pfannkuchen/ };
    let checked = 0;
    for (const language of ['en', 'de'] as const)
      for (const seed of seeds(120)) {
        const details = { name: 'Oskar', age: 6, favoriteFood: language === 'en' ? 'pancakes' : 'Pfannkuchen' };
        const sentences = scenesOf(order(language, details, seed)).flatMap((s) => splitSentences(s));
        sentences.forEach((sentence, i) => {
          if (!named[language].test(sentence)) return;
          checked++;
          expect(sentences[i - 1], `${language} ${seed}: ${sentence}`).toMatch(found[language]);
        });
      }
    expect(checked).toBeGreaterThan(10);
  });

  it('has the companion greet the guide once: „machte eine kleine, schüchterne Verbeugung … machte eine kleine Verbeugung“ in one scene', () => {
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(150).entries()) {
        const details = { name: 'Frieda', age: 4, storySetting: STORY_SETTINGS[i % STORY_SETTINGS.length] };
        for (const scene of scenesOf(order(language, details, seed)))
          expect(scene.match(/Verbeugung|\bbow\b/g)?.length ?? 0, `${language} ${seed}: ${scene}`).toBeLessThanOrEqual(
            1,
          );
      }
  });

  it('says a place typed with its own preposition as the world there ("the land of under the sea" four times), a name as a land, and starts every sentence with a capital', () => {
    const typed = {
      en: ['under the sea', 'Over the Rainbow', 'behind the waterfall', 'in space', 'Candy Mountain'],
      de: ['unter dem Meer', 'Über den Wolken', 'hinter dem Wasserfall', 'im Weltall', 'Zuckerberg'],
    };
    const told = (setting: string) =>
      setting === 'Candy Mountain'
        ? 'the land of Candy Mountain'
        : setting === 'Zuckerberg'
          ? 'Zuckerberg'
          : setting.replace(/^in /, '');
    const wrong = { en: /land of (?:under|over|behind|in)\b/i, de: /Land „(?:unter|über|hinter|im)\b/i };
    // Told in almost every story (a few in a hundred never name the place: not mended yet).
    const named = { en: 0, de: 0 };
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(40).entries()) {
        const setting = typed[language][i % 5];
        const details = { name: 'Oskar', age: 6, storySetting: setting };
        const sentences = scenesOf(order(language, details, seed)).flatMap((s) => splitSentences(s));
        const story = sentences.join(' ');
        expect(story, `${language} ${seed}`).not.toMatch(wrong[language]);
        if (story.toLowerCase().includes(told(setting).toLowerCase())) named[language]++;
        for (const sentence of sentences)
          expect(sentence.replace(/^[^\p{L}\d]+/u, '').charAt(0), `${language} ${seed}: ${sentence}`).not.toMatch(
            /\p{Ll}/u,
          );
      }
    expect(named.en).toBeGreaterThanOrEqual(36);
    expect(named.de).toBeGreaterThanOrEqual(36);
  });

  it('never puts a cousin to sleep next door (a cousin lives elsewhere, as a grandma does): „Seine Cousine Mila schlief schon nebenan“', () => {
    const free = {
      en: 'Jonas plays football with his cousin Mila and is a little afraid of big dogs.',
      de: 'Jonas spielt gern Fußball mit seiner Cousine Mila und hat ein bisschen Angst vor großen Hunden.',
    };
    let greeted = 0;
    for (const language of ['en', 'de'] as const)
      for (const seed of seeds(60)) {
        const story = scenesOf(order(language, { name: 'Jonas', age: 7, personalization: free[language] }, seed)).join(
          ' ',
        );
        expect(story, `${language} ${seed}`).not.toMatch(/Mila (?:was asleep next door|schlief schon nebenan)/);
        if (story.includes('Mila')) greeted++;
      }
    expect(greeted).toBeGreaterThan(60);
  });

  it('does not say the same shimmer twice in one sentence („schimmerte auf einmal eine schimmernde Blase“)', () => {
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(200).entries()) {
        const details = { name: 'Jonas', age: 7, storySetting: STORY_SETTINGS[i % STORY_SETTINGS.length] };
        for (const sentence of scenesOf(order(language, details, seed)).flatMap((s) => splitSentences(s)))
          expect(
            sentence.match(/shimmer|schimmer/gi)?.length ?? 0,
            `${language} ${seed}: ${sentence}`,
          ).toBeLessThanOrEqual(1);
      }
  });

  it('leaves a feather on the pillow only from a bird ("a tiny yellow feather from Fidget", a hedgehog)', () => {
    const feather = { en: /feather from/, de: /Feder von/ };
    let fromBirds = 0;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(120).entries()) {
        const bird = i % 2 === 0;
        const animal = bird ? (language === 'en' ? 'owl' : 'Eule') : language === 'en' ? 'hedgehog' : 'Igel';
        const story = scenesOf(
          order(
            language,
            { name: 'Poppy', age: 4, favoriteAnimal: animal, favoriteColor: language === 'en' ? 'yellow' : 'gelb' },
            seed,
          ),
        ).join(' ');
        if (bird) fromBirds += Number(feather[language].test(story));
        else expect(story, `${language} ${seed}`).not.toMatch(feather[language]);
      }
    expect(fromBirds).toBeGreaterThan(0);
  });

  it('gives a sibling general lines that fit every setting and say something ("helped Poppy over a mossy log" under the sea; "knew just what to do")', () => {
    const misplaced = /grass|mossy|\blog\b|Gras\b|Baumstamm|knew just what to do|wusste genau, was zu tun war/;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(120).entries()) {
        const details = { name: 'Poppy', age: 4, storySetting: STORY_SETTINGS[i % STORY_SETTINGS.length] };
        const role = (['helper', 'finder', 'comforter'] as const)[i % 3];
        const brief = { ...order(language, details, seed), siblings: [{ name: 'Finn', role, age: 8 }] };
        for (const sentence of scenesOf(brief).flatMap((s) => splitSentences(s)))
          if (sentence.includes('Finn')) expect(sentence, `${language} ${seed}`).not.toMatch(misplaced);
      }
  });

  it('calls a tomcat „ihr Kater Moritz“ and „er“, and a bitch „sie“, as the parent wrote them (not „ihre Katze Moritz … als wüsste sie“)', () => {
    const pets = [
      {
        text: 'Greta hat einen Kater namens Moritz.',
        name: 'Moritz',
        wrong: /(?:Ihre|ihre) Katze Moritz|Moritz[^.!?]*als wüsste sie\b/,
      },
      {
        text: 'Unsere Hündin Bella schläft in Gretas Zimmer.',
        name: 'Bella',
        wrong: /Bella[^.!?]*als wüsste er\b|(?:Ihr|ihr|unser) Hund Bella/,
      },
    ];
    let told = 0;
    for (const { text, name, wrong } of pets)
      for (const seed of seeds(40)) {
        const story = scenesOf(order('de', { name: 'Greta', age: 5, personalization: text }, seed)).join(' ');
        expect(story, seed).not.toMatch(wrong);
        if (story.includes(name)) told++;
      }
    expect(told).toBeGreaterThan(60);
  });

  it('carries a baby sister along in a basket, never walking beside the hero ("His little sister Rosa was there too, right beside Theo"), and reads „mit ihrer kleinen Schwester“ as the child\'s', () => {
    expect(pronounOf(['geduldig sein mit ihrer kleinen Schwester'])).toBe('she');
    expect(pronounOf(['Paul liebt seinen kleinen Bruder Max.'])).toBe('he');
    expect(pronounOf(['geduldig sein mit dem Baby']), '„sein mit“ is no his').toBe('they');
    const babies = {
      en: {
        details: {
          name: 'Theo',
          age: 6,
          favoriteAnimal: 'turtle',
          personalization: 'Theo has a new baby sister Rosa.',
        },
        goal: 'being patient with his baby sister',
        walking:
          /Rosa (?:was there too, right beside|had come along too and stayed|had tagged along|was there as well|had seen it all|had watched it all)/,
      },
      de: {
        details: {
          name: 'Greta',
          age: 5,
          favoriteAnimal: 'Igel',
          personalization: 'Greta hat eine kleine Schwester Lina, die noch ein Baby ist.',
        },
        goal: 'geduldig sein mit ihrer kleinen Schwester',
        walking:
          /Lina (?:war auch da, direkt neben|war auch mitgekommen und blieb|war dabei und schaute|war mit \p{L}+ und|hatte alles)|[Ss]eine kleine Schwester Lina/u,
      },
    };
    for (const language of ['en', 'de'] as const) {
      const { details, goal, walking } = babies[language];
      let carried = 0;
      for (const seed of seeds(30)) {
        const story = scenesOf(order(language, { ...details, storyGoal: goal }, seed)).join(' ');
        expect(story, `${language} ${seed}`).not.toMatch(walking);
        if (/basket|Korb/.test(story)) carried++;
      }
      expect(carried, language).toBeGreaterThan(20);
    }
  });

  it('never sees a smell in the favourite colour or asks to look at it ("…the smell of warm honey and fresh rain, all green for a moment")', () => {
    const smell = {
      en: /carried the smell of warm honey and fresh rain([^.!?]*)/,
      de: /Duft von warmem Honig und frischem Regen heran([^.!?]*)/,
    };
    const colours = { en: ['green', 'red', 'blue'], de: ['grün', 'rot', 'blau'] };
    for (const language of ['en', 'de'] as const) {
      let told = 0;
      for (const [i, seed] of seeds(60).entries()) {
        const colour = colours[language][i % 3];
        const details = {
          name: 'Noah',
          age: 7,
          favoriteColor: colour,
          storySetting: language === 'en' ? 'in the mountains' : 'in den Bergen',
        };
        const tail = smell[language].exec(scenesOf(order(language, details, seed)).join(' '))?.[1];
        if (tail === undefined) continue;
        told++;
        expect(tail, `${language} ${seed}`).not.toMatch(
          new RegExp(`(?<!\\p{L})${colour}(?!\\p{L})|look|blink|Schau|Blinzeln|zeigen`, 'iu'),
        );
      }
      expect(told, language).toBeGreaterThan(10);
    }
  });

  it('calls a typed „im Zauberwald“ the Zauberwald, never „die Welt im Zauberwald“, and leaves a typed place unsaid rather than trail „…lachte laut dort.“', () => {
    const cases = [
      {
        language: 'en' as const,
        typed: 'the Magical Forest',
        wrong: /land of the Magical Forest/i,
        trailing: /laughed out loud there\./,
      },
      { language: 'de' as const, typed: 'im Zauberwald', wrong: /Welt im Zauberwald/, trailing: /lachte laut dort\./ },
      { language: 'de' as const, typed: 'Zauberwald', wrong: /Land „Zauberwald“/, trailing: /lachte laut dort\./ },
      { language: 'de' as const, typed: 'in den Bergen', wrong: /$^/, trailing: /lachte laut dort\./ },
      {
        language: 'de' as const,
        typed: 'auf dem Mond',
        wrong: /in der Welt auf dem Mond/,
        trailing: /lachte laut dort\./,
      },
      {
        language: 'de' as const,
        typed: 'bei Oma im Garten',
        wrong: /in der Welt bei Oma/,
        trailing: /lachte laut dort\./,
      },
      {
        language: 'en' as const,
        typed: 'on top of a mountain',
        wrong: /in the world on top/,
        trailing: /laughed out loud there\./,
      },
      {
        language: 'en' as const,
        typed: 'in the mountains',
        wrong: /$^/,
        trailing: /laughed out loud there\./,
      },
    ];
    for (const { language, typed, wrong, trailing } of cases)
      for (const seed of seeds(30)) {
        const storyGoal = language === 'en' ? 'being brave at the hairdresser' : 'mutig sein beim Friseur';
        const story = scenesOf(order(language, { name: 'Lotta', age: 5, storySetting: typed, storyGoal }, seed)).join(
          ' ',
        );
        expect(story, `${typed} ${seed}`).not.toMatch(wrong);
        expect(story, `${typed} ${seed}`).not.toMatch(trailing);
      }
  });

  it('acts out a goal about the hairdresser with a haircut, not a high step to jump down („mutig sein beim Friseur“)', () => {
    const goals = {
      en: { goal: 'being brave at the hairdresser', told: /hairdresser|haircut|[Ss]nip/ },
      de: { goal: 'mutig sein beim Friseur', told: /Friseur|Haareschneiden|[Ss]chnipp/ },
    };
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(20).entries()) {
        const { goal, told } = goals[language];
        const details = { name: 'Lotta', age: 2 + (i % 7), favoriteAnimal: language === 'en' ? 'penguin' : 'Pinguin' };
        const story = scenesOf(order(language, { ...details, storyGoal: goal }, seed)).join(' ');
        expect(story, `${language} ${seed}`).toMatch(told);
        expect(story, `${language} ${seed}`).not.toMatch(/hohe Stufe|high step/);
      }
  });

  it('never tells a worry as a love ("Bramble had never heard of swimming, so Ivy explained", of a dreaded first swimming lesson)', () => {
    const free = {
      en: 'Ivy loves dancing and her big brother Leo. She is nervous about her first swimming lesson.',
      de: 'Ivy tanzt gern und liebt ihren großen Bruder Leo. Sie ist nervös vor ihrem ersten Schwimmkurs.',
    };
    const loved = {
      en: /(?:heard of|all about|question after question about|loved?|likes?) swimming|swimming, of course/i,
      de: /(?:vom|über das|alles über) Schwimmen|Schwimmen natürlich/,
    };
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(20).entries()) {
        const details = { name: 'Ivy', age: 4 + (i % 4), personalization: free[language] };
        const story = scenesOf(order(language, details, seed)).join(' ');
        expect(story, `${language} ${seed}`).not.toMatch(loved[language]);
      }
  });

  it('wishes on what the place has: a bubble under the sea, not a falling star („Eine Sternschnuppe zog über den Himmel“)', () => {
    const wishOnly = plotIds.filter((plot) => plot !== 'slow-wish');
    const star = {
      en: /falling star|star came loose|only the star|Wishing Star/,
      de: /Sternschnuppe|löste sich ein Stern|nur der Stern/,
    };
    const bubble = { en: /bubble/i, de: /blase/i };
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(12).entries()) {
        const details = { name: 'Mattis', age: 5 + (i % 4), storySetting: 'underwater-kingdom' };
        const brief = order(language, details, seed, wishOnly);
        const story = writeOfflineStory(brief);
        expect(story.plot).toBe('slow-wish');
        const text = [story.title, ...story.scenes.map((scene) => scene.text)].join(' ');
        expect(text, `${language} ${seed}`).not.toMatch(star[language]);
        expect(text, `${language} ${seed}`).toMatch(bubble[language]);
      }
  });

  it('asks no riddle in space whose answer is the Moon, where the story may stand on it („Der Mond!“)', () => {
    const riddleOnly = plotIds.filter((plot) => plot !== 'riddle');
    for (const language of ['en', 'de'] as const)
      for (const seed of seeds(8)) {
        const brief = order(language, { name: 'Ida', age: 7, storySetting: 'space-adventure' }, seed, riddleOnly);
        const story = writeOfflineStory(brief);
        expect(story.plot).toBe('riddle');
        expect(story.scenes.map((scene) => scene.text).join(' '), `${language} ${seed}`).not.toMatch(
          /It's the Moon|"The Moon!"|Es ist der Mond|„Der Mond!“/,
        );
      }
  });

  it('tells a second interest that is one thing without "there were" ("And then there were building dens to tell Pip about")', () => {
    let told = 0;
    for (const [i, seed] of seeds(40).entries()) {
      const details = {
        name: 'Ivy',
        age: 5 + (i % 3),
        personalization: 'Ivy loves dancing and building pillow forts.',
      };
      const story = scenesOf(order('en', details, seed)).join(' ');
      expect(story, seed).not.toMatch(/there were (?:dancing|building dens)/);
      if (/building dens/.test(story)) told++;
    }
    expect(told).toBeGreaterThan(3);
  });

  it('says "them" of a favourite food that is many ("Fish fingers, Oscar\'s favourite! They shared it fairly")', () => {
    let told = 0;
    for (const [i, seed] of seeds(40).entries()) {
      const details = { name: 'Oscar', age: 5 + (i % 3), favoriteFood: i % 2 ? 'fish fingers' : 'hummus' };
      const story = scenesOf(order('en', details, seed)).join(' ');
      if (i % 2) expect(story, seed).not.toMatch(/It was fish fingers|shared it fairly|if it tasted|It tasted/);
      else expect(story, seed).not.toMatch(/They were hummus|shared them fairly|if they tasted|They tasted/);
      if (/fish fingers/i.test(story)) told++;
    }
    expect(told).toBeGreaterThan(5);
  });

  it('names a German interest after a colon as a subject („die Antwort war natürlich: den Zoo mit Oma“)', () => {
    let told = 0;
    for (const [i, seed] of seeds(40).entries()) {
      const details = { name: 'Frieda', age: 4 + (i % 4), personalization: 'Frieda geht gern mit Oma in den Zoo.' };
      const story = scenesOf(order('de', details, seed)).join(' ');
      expect(story, seed).not.toMatch(/natürlich: den /);
      if (/natürlich: der Zoo mit Oma/.test(story)) told++;
    }
    expect(told).toBeGreaterThan(0);
  });

  it('leaves no crumbs of pancakes („Pfannkuchen … schleckte jeden Krümel auf“), but of a cake', () => {
    for (const [i, seed] of seeds(30).entries()) {
      const favoriteFood = i % 3 === 0 ? 'Eierkuchen' : 'Pfannkuchen';
      const story = scenesOf(order('de', { name: 'Emil', age: 7, favoriteFood }, seed)).join(' ');
      expect(story, `${favoriteFood} ${seed}`).not.toMatch(/Krümel/);
    }
    expect(crumbly('Schokoladenkuchen')).toBe(true);
    expect(crumbly('Kuchen')).toBe(true);
  });

  it('says a word once in a sentence of comfort („kuschelte sich warm und ruhig an Greta, bis jeder Atemzug wieder ruhig … ging“)', () => {
    for (const [i, seed] of seeds(40).entries()) {
      const details = { name: 'Greta', age: 5 + (i % 3), storyGoal: 'mutig sein am ersten Schultag' };
      for (const sentence of scenesOf(order('de', details, seed)).flatMap((s) => splitSentences(s)))
        expect(sentence, seed).not.toMatch(/\bruhig\b.*\bruhig\b/);
    }
  });

  it('brings the sister to a goal about siblings, not the grandpa named first („Geschwister teilen“; Marie never came)', () => {
    const cases = [
      {
        language: 'de' as const,
        free: 'Jakob fährt gern Roller und hilft Opa im Garten. Er hat eine große Schwester, Marie.',
        goal: 'Geschwister teilen',
      },
      {
        language: 'en' as const,
        free: 'Jakob loves scooters and helps Grandpa in the garden. He has a big sister, Marie.',
        goal: 'sharing with his siblings',
      },
    ];
    for (const { language, free, goal } of cases)
      for (const seed of seeds(10)) {
        const story = scenesOf(
          order(language, { name: 'Jakob', age: 5, personalization: free, storyGoal: goal }, seed),
        );
        expect(story.join(' '), `${language} ${seed}`).toMatch(/Marie/);
      }
  });
});
