import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { drawScene, illustrateOfflineScene } from '../../src/generation/offline/illustrate.ts';
import { describedCreatures, describedThings } from '../../src/generation/offline/picture-words.ts';
import { castOf } from '../../src/generation/offline/scene-cast.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';
import { thingNames } from '@dreamweaver/storyteller/art';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { descriptionOfPrompt } from '../../src/generation/prompt-description.ts';
import { assertWellFormedXml } from './well-formed-xml.ts';

// Every offline picture carries one sentence in the story's language that says what it shows:
// the alt text of the viewer and the books, and the SVG's <title>.

const settings = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
] as const;

function brief(language: 'en' | 'de', seed: string, details: Partial<StoryBrief['recipientDetails']> = {}): StoryBrief {
  return {
    audience: 'child',
    storyType: seed.endsWith('1') ? 'custom' : 'classic',
    language,
    recipientDetails: { name: language === 'de' ? 'Jörg' : 'Mia', age: 6, ...details },
    variety: { seed, recentPlots: [], recentTitles: [] },
  };
}

function descriptions(b: StoryBrief): { description: string; svg: string }[] {
  const story = writeOfflineStory(b);
  return story.scenes.map((_, i) => {
    const { description, svg } = drawScene(b, i + 1, story);
    return { description, svg };
  });
}

const svgTitle = (svg: string) => svg.match(/<title>([^<]*)<\/title>/)?.[1];
const xmlEscaped = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

// Words only one of the two languages uses between the names.
const englishWords = /\b(?:and|with|the|in a|stand|nearby|is asleep)\b/;
const germanWords = /\b(?:und|mit|der|die|das|ein|eine|stehen|schläft|sind|ist|zu sehen|im)\b/;

describe('offline pictures: a description of each picture in the story’s language', () => {
  const stories = settings.flatMap((setting, i) =>
    (['en', 'de'] as const).map((language) => brief(language, `desc-${setting}-${i}`, { storySetting: setting })),
  );

  it('describes every picture of en and de stories in one sentence that names the hero, as the SVG title', () => {
    for (const b of stories) {
      const name = b.recipientDetails.name;
      const { petName } = planStory(b).facts;
      for (const { description, svg } of descriptions(b)) {
        expect(description, description).toMatch(/^\p{Lu}.*\.$/u);
        expect(description.slice(0, -1), description).not.toMatch(/[.!?]/);
        expect(description).toContain(name);
        expect(description).toContain(petName);
        if (b.language === 'en') {
          expect(description, description).toMatch(englishWords);
          expect(description, description).not.toMatch(/\b(?:und|ihr|sein|stehen|schläft|zu sehen)\b/);
        } else {
          expect(description, description).toMatch(germanWords);
          expect(description, description).not.toMatch(/\b(?:and|with|the|her|his|nearby)\b/);
        }
        expect(svgTitle(svg)).toBe(xmlEscaped(description));
      }
    }
  });

  it('writes German with the right possessive and case for the child and the companion', () => {
    const girl = brief('de', 'case-1', {
      name: 'Mia',
      favoriteAnimal: 'Fuchs',
      personalization: 'Sie liebt den Wald.',
    });
    const boy = brief('de', 'case-2', { name: 'Ben', favoriteAnimal: 'Katze', personalization: 'Er mag Musik.' });
    const child = brief('de', 'case-3', { name: 'Alex', favoriteAnimal: 'Pferd' });
    const last = (b: StoryBrief) => descriptions(b).at(-1)!.description;
    const pet = (b: StoryBrief) => planStory(b).facts.petName;
    expect(last(girl)).toBe(`Mia schläft im Bett, und am Fußende liegt ihr Fuchs ${pet(girl)} zusammengerollt.`);
    expect(last(boy)).toBe(`Ben schläft im Bett, und am Fußende liegt seine Katze ${pet(boy)} zusammengerollt.`);
    expect(last(child)).toBe(`Alex schläft im Bett, und am Fußende liegt das Pferd ${pet(child)} zusammengerollt.`);
    expect(descriptions(girl)[0].description).toMatch(new RegExp(`^Mia und ihr Fuchs ${pet(girl)} `));
    const english = brief('en', 'case-4', {
      name: 'Mia',
      favoriteAnimal: 'fox',
      personalization: 'She loves the woods.',
    });
    expect(descriptions(english)[0].description).toMatch(
      new RegExp(`^Mia and her fox ${planStory(english).facts.petName} `),
    );
  });

  it('names the animals and things a page names, with how many, in both languages', () => {
    for (const language of ['en', 'de'] as const) {
      const b = brief(language, 'things-0', {
        personalization: language === 'en' ? 'She loves trains.' : 'Sie liebt Züge.',
      });
      const story = writeOfflineStory(b);
      const all = story.scenes.map((_, i) => drawScene(b, i + 1, story));
      // Every thing drawn is said: the train the story tells of is in a picture and in its description.
      const train = all.find((scene) => scene.drawing.things.includes('train'));
      expect(train, 'a train is drawn').toBeDefined();
      expect(train!.description).toContain(language === 'en' ? 'a train' : 'ein Zug');
    }
  });

  it('has words for every thing the pictures draw and every animal a page can bring in', () => {
    expect(thingNames.filter((key) => !describedThings.includes(key))).toEqual([]);
    const animalWords =
      'fox cat dog rabbit teddy bear panda koala hamster monkey otter badger lion tiger elephant giraffe unicorn horse deer wolf mouse hedgehog squirrel cow pig sheep goat dragon brontosaurus triceratops dinosaur owl penguin duck chicken parrot bat butterfly bee ladybird snail frog turtle octopus seahorse shark whale dolphin seal crab fish bird firefly zebra polar bear pegasus llama kangaroo crocodile snake flamingo swan hippo rhino raccoon sloth jellyfish starfish cheetah caterpillar knight mermaid robot';
    const keys = castOf(animalWords).animals.map((animal) => animal.key);
    expect(keys.length).toBeGreaterThan(70);
    expect(keys.filter((key) => !describedCreatures.includes(key))).toEqual([]);
  });

  it('keeps a hostile name as text: escaped in the SVG title, no control character anywhere', () => {
    const hostile = 'Mia <script>&"\'\u0001\u0007</title>';
    for (const language of ['en', 'de'] as const) {
      const b = brief(language, 'hostile-0', { name: hostile });
      const story = writeOfflineStory(b);
      story.scenes.forEach((_, i) => {
        const file = illustrateOfflineScene(b, i + 1, story);
        const svg = file.data.toString('utf8');
        assertWellFormedXml(svg);
        expect(file.description).toContain('Mia <script>&"\'');
        expect(file.description).not.toMatch(/[\u0000-\u001f]/);
        expect(svg).not.toContain('<script>');
        expect(svgTitle(svg)).toContain('Mia &lt;script&gt;&amp;&quot;&apos;');
      });
    }
  });
});

describe('a picture an AI server drew is described by its prompt, with the name put back in here', () => {
  it('puts the name where the prompt says the hero or holds the placeholder', () => {
    expect(descriptionOfPrompt("the hero and the hero's fox cross a moonlit bridge", 'Mia')).toBe(
      "Mia and Mia's fox cross a moonlit bridge.",
    );
    expect(descriptionOfPrompt('{{HERO}} waves at an owl.', 'Jörg Müßig')).toBe('Jörg Müßig waves at an owl.');
    expect(descriptionOfPrompt('  \n ', 'Mia')).toBeUndefined();
    expect(descriptionOfPrompt('The hero\u0001 sleeps', 'Mia')).toBe('Mia sleeps.');
    expect(descriptionOfPrompt('a'.repeat(600), 'Mia')!.length).toBeLessThanOrEqual(402);
  });
});
