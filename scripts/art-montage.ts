import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Language } from '@dreamweaver/contracts';
import type { StoryBrief } from '../bff/src/generation/engine.ts';
import { drawScene } from '../bff/src/generation/offline/illustrate.ts';
import { planStory } from '../bff/src/generation/offline/story-plan.ts';
import { writeOfflineStory } from '../bff/src/generation/offline/write-story.ts';
import { screenshots } from './art-screenshot.ts';

// `npm run art:montage [-- --out test-results/art]`: six offline stories as a parent would order
// them (three in English, three in German; every setting once; ages 3 to 9; from the free text and
// from the quick form), each written to montage-N.html/.png with every scene's picture and its
// text under the title, and montage.html linking them. For a person to look at: do the pictures
// show what the text says, is the text right for the child?

const { values } = parseArgs({ options: { out: { type: 'string', default: 'test-results/art' } } });
const out = path.resolve(values.out!);
fs.mkdirSync(out, { recursive: true });

interface Order {
  input: 'free text' | 'quick form';
  brief: StoryBrief;
}

const child = (
  language: Language,
  storyType: 'classic' | 'custom',
  recipientDetails: StoryBrief['recipientDetails'],
  storySetting: string,
): StoryBrief => ({
  audience: 'child',
  storyType,
  language,
  recipientDetails: { ...recipientDetails, storySetting },
  storySetting,
});

export const orders: Order[] = [
  {
    input: 'free text',
    brief: child(
      'en',
      'custom',
      {
        name: 'Noah',
        personalization:
          'Noah is 3 and loves trains. He sleeps with his teddy Mr Buttons and is a little scared of the dark.',
      },
      'animal-village',
    ),
  },
  {
    input: 'quick form',
    brief: child(
      'en',
      'classic',
      {
        name: 'Mia',
        age: 6,
        favoriteAnimal: 'dragon',
        favoriteColor: 'purple',
        favoriteActivity: 'painting',
        favoriteFood: 'pancakes',
      },
      'magical-forest',
    ),
  },
  {
    input: 'free text',
    brief: child(
      'en',
      'custom',
      {
        name: 'Ava',
        personalization:
          'Ava is 9. She plays football, loves the planets and just learned to ride her bike. Our cat Pebble sleeps on her bed.',
      },
      'space-adventure',
    ),
  },
  {
    input: 'quick form',
    brief: child(
      'de',
      'classic',
      {
        name: 'Ben',
        age: 5,
        favoriteAnimal: 'Einhorn',
        favoriteColor: 'grün',
        favoriteActivity: 'Ballett',
        recentAchievement: 'hat sich allein die Schuhe gebunden',
      },
      'enchanted-castle',
    ),
  },
  {
    input: 'free text',
    brief: child(
      'de',
      'custom',
      {
        name: 'Lina',
        personalization: 'Lina ist 4 und liebt Dinosaurier. Unser Hund heißt Bello. Sie hat Angst vor Gewitter.',
      },
      'dinosaur-land',
    ),
  },
  {
    input: 'free text',
    brief: child(
      'de',
      'custom',
      {
        name: 'Emil',
        personalization:
          'Emil ist 8, spielt Fußball und baut gern mit Lego. Er hat gerade schwimmen gelernt. Wir wohnen am Meer und er liebt Kraken.',
      },
      'underwater-kingdom',
    ),
  },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const width = 1320;

const pages = orders.map(({ input, brief }, index) => {
  const story = writeOfflineStory(brief);
  const { facts } = planStory(brief);
  const details = brief.recipientDetails;
  const asked = details.personalization
    ? `“${details.personalization}”`
    : Object.entries(details)
        .filter(([key]) => key !== 'name' && key !== 'storySetting')
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ');
  const understood = [
    `age ${facts.age ?? '?'} (${facts.ageGroup})`,
    `companion ${facts.petName} the ${facts.animal.en}${facts.companionIsPet ? ' (own pet)' : ''}`,
    facts.colour ? `colour ${facts.colour.en}` : '',
    facts.personal.interests.length
      ? `interests ${facts.personal.interests.map((interest) => interest.en).join(', ')}`
      : '',
    facts.personal.pets.length
      ? `pets ${facts.personal.pets.map((pet) => (pet.name ? `${pet.en} ${pet.name}` : pet.en)).join(', ')}`
      : '',
    facts.personal.home ? `home ${facts.personal.home}` : '',
    facts.personal.toys.length
      ? `toys ${facts.personal.toys.map((toy) => (toy.name ? `${toy.en} ${toy.name}` : toy.en)).join(', ')}`
      : '',
    facts.personal.fears.length ? `fears ${facts.personal.fears.join(', ')}` : '',
    facts.personal.achievements.length ? `achievements ${facts.personal.achievements.join(', ')}` : '',
  ].filter(Boolean);
  const cards = story.scenes.map((scene, i) => {
    const { svg, drawing } = drawScene(brief, i + 1, story);
    const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const drawn = `${drawing.composition}, night ${drawing.night.toFixed(2)}: ${[...drawing.species, ...drawing.things].join(', ') || 'the child only'}`;
    return `<figure class="card"><img src="${uri}" width="312" height="234" alt=""><figcaption><b>${i + 1}</b> <i>${escape(drawn)}</i><br>${escape(scene.text)}</figcaption></figure>`;
  });
  const html = `<!doctype html><meta charset="utf-8"><title>${escape(story.title)}</title>
<style>body{margin:12px;font:13px/1.35 Georgia,serif;color:#2a2438;background:#fbf8f1;width:${width - 24}px}
h1{font-size:22px;margin:0 0 4px}.meta{font:12px sans-serif;color:#5b5570;margin:2px 0}
.grid{display:grid;grid-template-columns:repeat(4,312px);gap:12px;margin-top:10px}
.card{margin:0;background:#fff;border:1px solid #e2dccf;border-radius:8px;overflow:hidden}
.card img{display:block}.card figcaption{padding:6px 8px}.card i{font:11px sans-serif;color:#7a7390}</style>
<h1>${escape(story.title)}</h1>
<p class="meta">${index + 1}. ${brief.language.toUpperCase()} · ${input} · ${escape(brief.storySetting ?? '')} · ${escape(details.name)} · asked: ${escape(asked)}</p>
<p class="meta">understood: ${escape(understood.join(' · '))}</p>
<p class="meta">summary: ${escape(story.summary)}</p>
<div class="grid">${cards.join('')}</div>`;
  const file = path.join(out, `montage-${index + 1}.html`);
  fs.writeFileSync(file, html);
  return { html: file, png: path.join(out, `montage-${index + 1}.png`), title: story.title };
});

fs.writeFileSync(
  path.join(out, 'montage.html'),
  `<!doctype html><meta charset="utf-8"><title>Offline story montage</title><ol>${pages.map((p) => `<li><a href="${path.basename(p.html)}">${escape(p.title)}</a></li>`).join('')}</ol>`,
);
console.log(`wrote ${path.join(out, 'montage.html')}`);
await screenshots(pages, width);
