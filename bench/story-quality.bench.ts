import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { splitSentences, type Language } from '@dreamweaver/contracts';
import type { StoryBrief, StoryEngine, StoryVariety, WrittenStory } from '../bff/src/generation/engine.ts';
import { createOfflineEngine } from '../bff/src/generation/offline/offline-engine.ts';
import { castOf } from '../bff/src/generation/offline/scene-cast.ts';
import { planStory } from '../bff/src/generation/offline/story-plan.ts';
import { screenshot } from '../scripts/art-screenshot.ts';

// `npm run bench:story-quality [-- --out test-results/story-quality]`
// How good the offline engine's stories are, measured on a fixed corpus (issue 24): at least 60
// stories in English and German, every setting, ages 2 to 9, goals from a list of common bedtime
// themes and from free text, pairs with identical inputs but their own seeds (as every order gets
// one), and two children's series of eleven stories told their recent plots and titles. Only the
// engine interface is used (writeStory, illustrateScene), so the bench measures whatever engine
// the product ships. It prints:
// - the share of each story's sentences found word for word in another story (names masked);
// - distinct titles per story; identical-input pairs that differ; repeats in a child's series;
// - parent phrases pasted after a colon or inside quotes; sentences starting with a closing quote;
// - words per age band; scenes whose picture draws none of the creatures or things the text names;
// and writes a contact sheet of every scene-1 picture and the art:montage, for a person to look at.

const { values } = parseArgs({ options: { out: { type: 'string', default: 'test-results/story-quality' } } });
const out = path.resolve(values.out!);
fs.mkdirSync(out, { recursive: true });

const SETTINGS = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
] as const;
const NAMES: Record<Language, string[]> = {
  en: ['Mia', 'Noah', 'Ava', 'Jonas', 'Lily', 'Sam', 'Zoë', 'Oliver', 'Grace', 'Leo', 'Isla', 'Finn'],
  de: ['Lena', 'Emil', 'Lina', 'Paul', 'Marie', 'Ben', 'Jörg', 'Ida', 'Anton', 'Frieda', 'Theo', 'Mila'],
};
const ANIMALS: Record<Language, string[]> = {
  en: ['fox', 'owl', 'hedgehog', 'dragon', 'penguin', 'whale', 'rabbit', 'unicorn'],
  de: ['Fuchs', 'Eule', 'Igel', 'Drache', 'Pinguin', 'Wal', 'Hase', 'Einhorn'],
};
const COLOURS: Record<Language, string[]> = {
  en: ['blue', 'green', 'purple', 'yellow', 'red', 'pink'],
  de: ['Blau', 'Grün', 'Lila', 'Gelb', 'Rot', 'Rosa'],
};
/** Goals as parents pick or type them: common bedtime themes, in the forms the issue found pasted. */
const GOALS: Record<Language, string[]> = {
  en: [
    'Being patient with his little sister.',
    'sharing with others',
    'not being afraid of the dark',
    'sleeping in her own bed',
    'trying new food',
    'brushing teeth',
    'saying sorry',
    'tidying up toys',
    'the first day at school',
    'a new baby brother',
  ],
  de: [
    'Teilen mit anderen.',
    'die Angst vor dem Dunkeln haben',
    'im eigenen Bett schlafen',
    'Geduld mit der kleinen Schwester',
    'neues Essen probieren',
    'Zähne putzen',
    'sich entschuldigen',
    'Aufräumen',
    'der erste Tag im Kindergarten',
    'ein neues Geschwisterchen',
  ],
};
const ACHIEVEMENTS: Record<Language, string[]> = {
  en: [
    'played the piano at the school concert!',
    'learned to ride a bike',
    'swam without armbands',
    'tied her shoes all by herself',
  ],
  de: [
    'hat sich allein die Schuhe gebunden',
    'hat schwimmen gelernt',
    'ist zum ersten Mal Fahrrad gefahren',
    'hat beim Sommerfest gesungen',
  ],
};
/** Free texts as parents write them, with the details the issue found contradicted or pasted. */
const FREE_TEXTS: Record<Language, ((name: string, age: number) => string)[]> = {
  en: [
    (n, a) => `${n} is ${a} and loves trains. He sleeps with his toy elephant Bobo and is a little scared of the dark.`,
    (n, a) =>
      `${n} is ${a}. She plays football, loves the planets and just learned to ride her bike. Our cat Pebble sleeps on her bed.`,
    (n, a) => `${n} (${a}) wears glasses, has curly red hair and wants to be more patient with her baby brother.`,
    (n) =>
      `${n} loves penguins and whales and everything about the sea. Something big happened: played the piano at the school concert!`,
  ],
  de: [
    (n, a) => `${n} ist ${a} und weiß alles über Igel. Sein Kuscheltier heißt Bobo. Er hat Angst vor Gewitter.`,
    (n, a) =>
      `${n} ist ${a}, spielt Fußball und baut gern mit Lego. Sie hat gerade schwimmen gelernt. Wir wohnen am Meer.`,
    (n, a) => `${n} (${a}) trägt eine Brille, hat lange blonde Zöpfe und soll lernen, mit anderen zu teilen.`,
    (n) => `${n} liebt Pinguine und Seepferdchen. Unser Hund heißt Bello. Teilen mit anderen fällt noch schwer.`,
  ],
};

/** A seed as the product makes one (128 bits, base64url), but fixed, so the corpus is the same on every run. */
const seedOf = (label: string) =>
  createHash('sha256').update(`story-quality:${label}`).digest().subarray(0, 16).toString('base64url');
const noRecent = (label: string): StoryVariety => ({ seed: seedOf(label), recentPlots: [], recentTitles: [] });

interface Made {
  label: string;
  brief: StoryBrief;
  story: WrittenStory;
  pictures: string[];
  ms: number;
}

const engine: StoryEngine = createOfflineEngine();

async function make(label: string, brief: StoryBrief): Promise<Made> {
  const started = performance.now();
  const story = await engine.writeStory(brief);
  const pictures: string[] = [];
  for (let n = 1; n <= story.scenes.length; n++)
    pictures.push((await engine.illustrateScene({ brief, story, sceneNumber: n })).data.toString('utf8'));
  return { label, brief, story, pictures, ms: performance.now() - started };
}

function orderOf(i: number): Omit<StoryBrief, 'variety'> {
  const language: Language = i % 2 ? 'de' : 'en';
  const setting = SETTINGS[Math.floor(i / 2) % SETTINGS.length];
  const age = 2 + (i % 8);
  const name = NAMES[language][i % NAMES[language].length];
  const k = Math.floor(i / 2);
  const storyType: StoryBrief['storyType'] = k % 2 ? 'custom' : 'classic';
  const style = i % 3;
  const base = { audience: 'child' as const, storyType, language, storySetting: setting };
  if (style === 0) {
    // The quick form with a goal from the list.
    const goal = GOALS[language][k % GOALS[language].length];
    return {
      ...base,
      storyGoal: goal,
      recipientDetails: {
        name,
        age,
        favoriteAnimal: ANIMALS[language][k % 8],
        favoriteColor: COLOURS[language][k % 6],
        storyGoal: goal,
        storySetting: setting,
      },
    };
  }
  if (style === 1) {
    // The quick form with an achievement, an activity and a food.
    return {
      ...base,
      recipientDetails: {
        name,
        age,
        favoriteAnimal: ANIMALS[language][(k + 3) % 8],
        favoriteColor: COLOURS[language][(k + 2) % 6],
        favoriteActivity: language === 'de' ? 'Malen' : 'painting',
        favoriteFood: language === 'de' ? 'Pfannkuchen' : 'pancakes',
        recentAchievement: ACHIEVEMENTS[language][k % 4],
        storySetting: setting,
      },
    };
  }
  // Free text only.
  return {
    ...base,
    recipientDetails: { name, personalization: FREE_TEXTS[language][k % 4](name, age), storySetting: setting },
  };
}

// --- the corpus ----------------------------------------------------------------------------------

const stories: Made[] = [];
for (let i = 0; i < 48; i++) stories.push(await make(`order-${i}`, { ...orderOf(i), variety: noRecent(`order-${i}`) }));
const pairs: [Made, Made][] = [];
for (const i of [0, 7, 13, 18, 22, 29, 35, 44]) {
  // The same inputs ordered again by the same family: a new seed, as every order gets, and the
  // child's last stories known, as the product knows them in one account or browser session.
  const first = stories[i].story;
  const again = await make(`order-${i}-again`, {
    ...orderOf(i),
    variety: {
      ...noRecent(`order-${i}-again`),
      recentPlots: first.plot ? [first.plot] : [],
      recentTitles: [first.title],
    },
  });
  pairs.push([stories[i], again]);
  stories.push(again);
}
const series: Made[][] = [];
for (const [language, name] of [
  ['en', 'Isla'],
  ['de', 'Frieda'],
] as const) {
  const made: Made[] = [];
  for (let n = 0; n < 11; n++) {
    const variety: StoryVariety = {
      seed: seedOf(`series-${name}-${n}`),
      recentPlots: made
        .map((m) => m.story.plot)
        .filter((p): p is string => Boolean(p))
        .reverse()
        .slice(0, 10),
      recentTitles: made
        .map((m) => m.story.title)
        .reverse()
        .slice(0, 10),
    };
    const brief: StoryBrief = {
      audience: 'child',
      storyType: n % 2 ? 'custom' : 'classic',
      language,
      storySetting: SETTINGS[n % SETTINGS.length],
      recipientDetails: {
        name,
        age: 5,
        favoriteAnimal: ANIMALS[language][2],
        favoriteColor: COLOURS[language][0],
        storySetting: SETTINGS[n % SETTINGS.length],
      },
      variety,
    };
    made.push(await make(`series-${name}-${n}`, brief));
  }
  series.push(made);
  stories.push(...made);
}

// --- the measures --------------------------------------------------------------------------------

const nameOf = (m: Made) => m.brief.recipientDetails.name;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text with the child's name (and its parts) masked, so "Mia yawned." and "Noah yawned." are one sentence. */
function masked(m: Made, text: string): string {
  let t = text;
  for (const part of nameOf(m).split(/\s+/).filter(Boolean))
    t = t.replace(new RegExp(`(?<![\\p{L}])${escapeRe(part)}(?=s?(?![\\p{L}]))`, 'gu'), '‹name›');
  return t.replace(/\s+/g, ' ').trim().toLowerCase();
}
const sentencesOf = (m: Made) => m.story.scenes.flatMap((scene) => splitSentences(scene.text));
const pct = (x: number) => `${(100 * x).toFixed(2)} %`;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

// 1. Sentences found word for word in another story of the same language.
const owners = new Map<string, Set<number>>();
stories.forEach((m, i) => {
  for (const sentence of new Set(sentencesOf(m).map((s) => masked(m, s)))) {
    if (!owners.has(sentence)) owners.set(sentence, new Set());
    owners.get(sentence)!.add(i);
  }
});
const shared = stories.map((m) => {
  const own = sentencesOf(m).map((s) => masked(m, s));
  return own.length ? own.filter((s) => owners.get(s)!.size > 1).length / own.length : 0;
});
const sharedBy = (language: Language) => shared.filter((_, i) => stories[i].brief.language === language);
const allShared = [...owners.entries()].filter(([, o]) => o.size > 1).sort((a, b) => b[1].size - a[1].size);
const mostShared = allShared.slice(0, 5);

// 2. Titles.
const titles = stories.map((m) => m.story.title);
const maskedTitles = stories.map((m) => masked(m, m.story.title));

// 3. Identical inputs, different seeds.
const differ = (a: Made, b: Made) => ({
  text: a.story.scenes.map((s) => s.text).join('\n') !== b.story.scenes.map((s) => s.text).join('\n'),
  title: a.story.title !== b.story.title,
  plot: a.story.plot !== b.story.plot,
  picture: a.pictures[0] !== b.pictures[0],
});
const pairDiffs = pairs.map(([a, b]) => differ(a, b));

// 3b. A child's series: plots and titles repeated within the child's last ten.
function seriesRepeats(made: Made[]) {
  let plots = 0;
  let titlesAgain = 0;
  made.forEach((m, n) => {
    const before = made.slice(Math.max(0, n - 10), n);
    if (m.story.plot && before.some((b) => b.story.plot === m.story.plot)) plots++;
    if (before.some((b) => b.story.title === m.story.title)) titlesAgain++;
  });
  return { plots, titles: titlesAgain, told: made.filter((m) => m.story.plot).length };
}

// 4. Parent phrases pasted after a colon or inside quotes.
const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
function parentPhrases(brief: StoryBrief): string[][] {
  const d = brief.recipientDetails;
  const texts = [
    d.storyGoal,
    brief.storyGoal,
    d.recentAchievement,
    d.favoriteActivity,
    d.favoriteFood,
    ...(d.personalization ? splitSentences(d.personalization) : []),
  ];
  return [...new Set(texts.filter((t): t is string => Boolean(t?.trim())))].map(wordsOf).filter((w) => w.length >= 2);
}
const QUOTED = /["„“‘‚»«]([^"„“”‘’‚»«]{3,300}?)["“”’‘«»]|(?<=^|[\s:(])'([^'\n]{3,300}?)'(?=[\s.,!?;:)]|$)/gu;
const AFTER_COLON = /:\s*([^.!?…\n]{3,300})/gu;
/** Whether `span` holds a run of min(3, all) consecutive words of `phrase`. */
function holds(span: string, phrase: string[]): boolean {
  const words = wordsOf(span).join(' ');
  const run = Math.min(3, phrase.length);
  for (let i = 0; i + run <= phrase.length; i++)
    if (` ${words} `.includes(` ${phrase.slice(i, i + run).join(' ')} `)) return true;
  return false;
}
const pasted: string[] = [];
for (const m of stories) {
  const phrases = parentPhrases(m.brief);
  if (phrases.length === 0) continue;
  for (const scene of m.story.scenes) {
    for (const pattern of [QUOTED, AFTER_COLON]) {
      for (const match of scene.text.matchAll(pattern)) {
        const span = match[1] ?? match[2] ?? '';
        if (phrases.some((p) => holds(span, p)))
          pasted.push(`${m.label} (${m.brief.language}): …${match[0].slice(0, 90)}`);
      }
    }
  }
}

// 5. Sentences that start with a closing quote.
const STARTS_CLOSED: Record<Language, RegExp> = {
  de: /^(?:[“”‘’«]|[„‚»"']\s*[^\p{L}\p{N}\s„‚»"'])/u,
  en: /^(?:”|["'“‘]\s*[^\p{L}\p{N}\s“‘"'])/u,
};
const closedStarts = stories.flatMap((m) =>
  sentencesOf(m)
    .filter((s) => STARTS_CLOSED[m.brief.language].test(s))
    .map((s) => `${m.label}: ${s.slice(0, 60)}`),
);

// 6. Words per age band.
const ageOf = (m: Made) =>
  m.brief.recipientDetails.age ?? Number(m.brief.recipientDetails.personalization?.match(/\b([2-9])\b/)?.[1] ?? NaN);
const wordCount = (m: Made) => m.story.scenes.reduce((sum, s) => sum + wordsOf(s.text).length, 0);
const bands: [string, number, number][] = [
  ['2–3', 2, 3],
  ['4–5', 4, 5],
  ['6–7', 6, 7],
  ['8–9', 8, 9],
];

// 7. Scenes whose picture draws none of the creatures or things the text names.
let naming = 0;
let noneDrawn = 0;
let someMissing = 0;
const undrawn: string[] = [];
for (const m of stories) {
  m.story.scenes.forEach((scene, i) => {
    const cast = castOf(scene.text, [nameOf(m)]);
    const named = new Set([...cast.animals.map((a) => a.key), ...cast.things]);
    if (named.size === 0) return;
    naming++;
    const svg = m.pictures[i];
    const drawn = new Set([...svg.matchAll(/data-(?:species|object)="([^"]+)"/g)].map((x) => x[1]));
    const missing = [...named].filter((k) => !drawn.has(k));
    if (missing.length === named.size) {
      noneDrawn++;
      if (undrawn.length < 6)
        undrawn.push(
          `${m.label} scene ${i + 1}: names ${[...named].join(', ')}; draws ${[...drawn].join(', ') || 'nothing named'}`,
        );
    } else if (missing.length > 0) someMissing++;
  });
}

// --- the report ----------------------------------------------------------------------------------

const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);
console.log(
  `\nstory quality of the '${engine.name}' engine: ${stories.length} stories (${stories.filter((m) => m.brief.language === 'en').length} en, ${stories.filter((m) => m.brief.language === 'de').length} de), ${SETTINGS.length} settings, ages 2–9\n`,
);
line(
  'sentences found word for word in another story: mean',
  `${pct(mean(shared))} (en ${pct(mean(sharedBy('en')))}, de ${pct(mean(sharedBy('de')))})`,
);
line(
  '  max (one story)',
  `${pct(Math.max(...shared))} (en ${pct(Math.max(...sharedBy('en')))}, de ${pct(Math.max(...sharedBy('de')))})`,
);
for (const [sentence, o] of mostShared) line(`  in ${o.size} stories`, sentence.slice(0, 80));
line(
  'distinct titles / stories',
  `${new Set(titles).size} / ${stories.length} (with the name masked: ${new Set(maskedTitles).size})`,
);
line(
  'identical-input pairs that differ (text / title / plot / picture 1)',
  `${pairDiffs.filter((d) => d.text).length} / ${pairDiffs.filter((d) => d.title).length} / ${pairDiffs.filter((d) => d.plot).length} / ${pairDiffs.filter((d) => d.picture).length} of ${pairs.length}`,
);
for (const made of series) {
  const r = seriesRepeats(made);
  line(
    `series of ${made.length} for ${nameOf(made[0])} (${made[0].brief.language}): plot / title repeats in last 10`,
    `${r.told ? r.plots : 'no plot told'} / ${r.titles}`,
  );
}
line('parent phrases pasted after a colon or inside quotes', String(pasted.length));
for (const p of pasted.slice(0, 6)) console.log(`    ${p}`);
line('sentences that start with a closing quote', String(closedStarts.length));
for (const c of closedStarts.slice(0, 4)) console.log(`    ${c}`);
for (const [band, lo, hi] of bands) {
  const inBand = stories.filter((m) => ageOf(m) >= lo && ageOf(m) <= hi).map(wordCount);
  if (inBand.length)
    line(
      `words per story, ages ${band} (${inBand.length} stories)`,
      `mean ${Math.round(mean(inBand))}, min ${Math.min(...inBand)}, max ${Math.max(...inBand)}`,
    );
}
line('scenes naming a creature or thing', String(naming));
line(
  '  whose picture draws none of them',
  `${noneDrawn} (${pct(naming ? noneDrawn / naming : 0)}); some but not all: ${someMissing}`,
);
for (const u of undrawn) console.log(`    ${u}`);
const times = stories.map((m) => m.ms);
line(
  'text and all pictures per story (this process)',
  `mean ${Math.round(mean(times))} ms, max ${Math.round(Math.max(...times))} ms`,
);

// --- for a person to look at ---------------------------------------------------------------------

const escape = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cols = 6;
const cw = 320;
const ch = 270;
const cells = stories.map((m, i) => {
  const x = (i % cols) * cw;
  const y = Math.floor(i / cols) * ch;
  const picture = m.pictures[0]
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(
      /<svg\b([^>]*)>/,
      (_, attrs: string) =>
        `<svg${attrs.replace(/\s(?:width|height|x|y)="[^"]*"/g, '')} x="${x + 4}" y="${y + 4}" width="${cw - 8}" height="${ch - 44}">`,
    );
  const caption = `${i + 1}. ${m.brief.language} · ${m.brief.storySetting ?? ''} · ${ageOf(m) || '?'}: ${m.story.title}`;
  return `${picture}<text x="${x + 6}" y="${y + ch - 24}" font-family="sans-serif" font-size="11" fill="#2a2438">${escape(caption.slice(0, 58))}</text><text x="${x + 6}" y="${y + ch - 10}" font-family="sans-serif" font-size="10" fill="#7a7390">${escape(m.label)}</text>`;
});
const sheetWidth = cols * cw;
const sheetHeight = Math.ceil(stories.length / cols) * ch;
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${sheetHeight}" viewBox="0 0 ${sheetWidth} ${sheetHeight}"><rect width="${sheetWidth}" height="${sheetHeight}" fill="#fbf8f1"/>${cells.join('')}</svg>\n`;
fs.writeFileSync(path.join(out, 'scene-1-sheet.svg'), sheet);
fs.writeFileSync(
  path.join(out, 'scene-1-sheet.html'),
  `<!doctype html><meta charset="utf-8"><title>Scene 1 of every story</title><body style="margin:0">${sheet}</body>`,
);
fs.writeFileSync(
  path.join(out, 'stories.txt'),
  stories
    .map(
      (m) =>
        `## ${m.label} (${m.brief.language}, ${m.brief.storySetting}, plot ${m.story.plot ?? '—'})\n${m.story.title}\n\n${m.story.scenes.map((s) => s.text).join('\n\n')}\n`,
    )
    .join('\n'),
);
// Every sentence told in more than one story, with how many: the tail to work on next.
fs.writeFileSync(
  path.join(out, 'shared-by-story.txt'),
  stories
    .map(
      (m, i) =>
        `${pct(shared[i])}\t${m.label}\t${m.brief.language}\tage ${m.brief.recipientDetails.age ?? '?'}\t${m.story.plot}`,
    )
    .join('\n') + '\n',
);
// Each with the beat that told it in each story ("order-3:lost-search"), to find the line in the phrasebook.
const beatOf = (m: Made, sentence: string) => {
  const beats = planStory(m.brief).beats;
  const at = m.story.scenes.findIndex((scene) => splitSentences(scene.text).some((s) => masked(m, s) === sentence));
  return `${m.label}:${beats[at] ?? '?'}`;
};
fs.writeFileSync(
  path.join(out, 'shared-sentences.txt'),
  allShared
    .map(([sentence, o]) => `${o.size}\t${sentence}\t${[...o].map((i) => beatOf(stories[i], sentence)).join(' ')}`)
    .join('\n') + '\n',
);
console.log(
  `\nwrote ${path.join(out, 'scene-1-sheet.svg')}, every story's text in ${path.join(out, 'stories.txt')} and the shared sentences in shared-sentences.txt`,
);
const png = path.join(out, 'scene-1-sheet.png');
if (spawnSync('sh', ['-c', 'command -v rsvg-convert']).status === 0) {
  const converted = spawnSync('rsvg-convert', [
    '-w',
    String(Math.round(sheetWidth / 2)),
    '-o',
    png,
    path.join(out, 'scene-1-sheet.svg'),
  ]);
  console.log(converted.status === 0 ? `wrote ${png}` : `rsvg-convert failed: ${converted.stderr}`);
} else {
  await screenshot(path.join(out, 'scene-1-sheet.html'), png, sheetWidth);
}
// The six stories of the existing montage, every scene with its text.
const montage = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.resolve(import.meta.dirname, '../scripts/art-montage.ts'),
    '--out',
    path.join(out, 'montage'),
  ],
  { stdio: 'inherit' },
);
if (montage.status !== 0) console.log('art:montage did not finish (see above); the figures above stand on their own');
