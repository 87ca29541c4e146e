import { parseArgs } from 'node:util';
import type { PlanDetail, PlanPerson, PlanPet, StoryPlan, ThemeId } from '@dreamweaver/contracts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import { buildPlan } from '../test/plan-builder.ts';

// For writers: tells one plan and prints it, to read what an arc sounds like.
//   npx tsx storyteller/scripts/sample.ts --theme dark --age 6 --lang de --seed 3 --family --details --remembered grandpa
//   care: --afterlife star|heaven, --place "the lake" (a place of the one remembered), --separated (Mummy here, Daddy elsewhere)
// --plan <file.json> tells a whole plan instead; --arc <id> tells that arc when it fits.

const { values } = parseArgs({
  options: {
    theme: { type: 'string', default: 'adventure' },
    age: { type: 'string', default: '6' },
    lang: { type: 'string', default: 'en' },
    seed: { type: 'string', default: '1' },
    setting: { type: 'string', default: 'magical-forest' },
    pronoun: { type: 'string', default: 'he' },
    family: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    remembered: { type: 'string' },
    away: { type: 'string' },
    /** Why the --away one is away: work, forces, hospital, elsewhere, none. */
    reason: { type: 'string', default: 'work' },
    /** Someone ill: sister, brother, grandma, grandpa …; --dementia makes it dementia, --hospital puts them there. */
    ill: { type: 'string' },
    dementia: { type: 'boolean', default: false },
    hospital: { type: 'boolean', default: false },
    /** A new baby: sister or brother, named with --baby-name. */
    baby: { type: 'string' },
    'baby-name': { type: 'string' },
    /** A friend by name (far away after a move). */
    friend: { type: 'string' },
    pet: { type: 'string' },
    toy: { type: 'boolean', default: false },
    aid: { type: 'string' },
    practise: { type: 'boolean', default: false },
    afterlife: { type: 'string', default: 'leave-out' },
    place: { type: 'string' },
    separated: { type: 'boolean', default: false },
    plan: { type: 'string' },
    arc: { type: 'string' },
  },
});

const detail = (
  id: string,
  kind: PlanDetail['kind'],
  words: string,
  lexeme: string | null,
  colour: string | null = null,
  owner: string | null = null,
): PlanDetail => ({
  id,
  kind,
  words,
  lexeme,
  colour,
  owner,
  wanted: true,
  used: false,
  where: null,
  why: null,
});
const person = (
  id: string,
  relation: PlanPerson['relation'],
  status: PlanPerson['status'],
  name: string | null = null,
): PlanPerson => ({
  id,
  name,
  relation,
  calls: null,
  status,
  away: status === 'away' ? 'work' : null,
  health: 'well',
  livesWithChild: status === 'here',
});

async function planFromFile(file: string): Promise<StoryPlan> {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(file, 'utf8')) as StoryPlan;
}

function planFromFlags(): StoryPlan {
  const people: PlanPerson[] = [];
  const pets: PlanPet[] = [];
  const details: PlanDetail[] = [];
  if (values.family)
    people.push(
      ...[person('p1', 'mum', 'here'), person('p2', 'dad', 'here')].filter(
        (p) => p.relation !== values.away && p.relation !== values.ill && p.relation !== values.remembered,
      ),
    );
  if (values.separated)
    people.push(person('p1', 'mum', 'here'), { ...person('p2', 'dad', 'here'), livesWithChild: false });
  if (values.remembered && ['cat', 'dog', 'rabbit'].includes(values.remembered))
    pets.push({ id: 'pet1', name: 'Minka', kind: values.remembered, status: 'remembered' });
  else if (values.remembered) people.push(person('p3', values.remembered as PlanPerson['relation'], 'remembered'));
  if (values.away) {
    const reason = values.reason === 'none' ? null : (values.reason as PlanPerson['away']);
    people.push({ ...person('p4', values.away as PlanPerson['relation'], 'away'), away: reason });
  }
  if (values.ill) {
    const status = values.hospital ? 'away' : 'here';
    const ill = person('p5', values.ill as PlanPerson['relation'], status, values.ill === 'sister' ? 'Mia' : null);
    people.push({ ...ill, away: values.hospital ? 'hospital' : null, health: values.dementia ? 'dementia' : 'ill' });
  }
  if (values.baby)
    people.push(person('p6', values.baby as PlanPerson['relation'], 'here', values['baby-name'] ?? null));
  if (values.friend) people.push({ ...person('p7', 'friend', 'away', values.friend), livesWithChild: false });
  if (values.pet) pets.push({ id: 'pet2', name: 'Bruno', kind: values.pet, status: 'here' });
  if (values.details)
    details.push(
      detail('d1', 'clothing', 'yellow wellies', 'wellies', 'yellow'),
      detail('d2', 'food', 'pancakes', 'pancakes'),
      detail('d3', 'activity', 'football', 'football'),
      detail('d4', 'toy', 'red scooter', 'scooter', 'red'),
      detail('d5', 'colour', 'green', 'green'),
    );
  const about =
    people.find((p) => p.status !== 'here' && p.relation !== 'friend')?.id ??
    people.find((p) => p.health !== 'well' || p.id === 'p6')?.id ??
    pets.find((p) => p.status !== 'here')?.id ??
    null;
  if (about && values.remembered && people.some((p) => p.id === about))
    details.push(detail('d6', 'clothing', "Grandpa's green hat", 'hat', 'green', about));
  if (values.place) details.push(detail('d7', 'place', values.place, null, null, about));
  return buildPlan({
    language: values.lang as 'en' | 'de',
    hero: {
      age: Number(values.age),
      pronoun: values.pronoun as 'he' | 'she' | 'they',
      aids: values.aid ? [values.aid as StoryPlan['hero']['aids'][number]] : [],
    },
    companion: values.toy ? { name: 'Bobo', kind: 'elephant', toy: true, own: true } : {},
    setting: { id: values.setting as StoryPlan['setting']['id'], words: null },
    theme: { id: values.theme as ThemeId, sensitive: false, words: null, about },
    family: { shape: 'not-said', twoHomes: values.separated === true },
    care: {
      afterlife: values.afterlife as StoryPlan['care']['afterlife'],
      practise: values.practise === true,
      wishes: [],
      sadIsOk: true,
    },
    people,
    pets,
    details,
  });
}

const plan = values.plan ? await planFromFile(values.plan) : planFromFlags();
const settled = settlePlan(plan, { seed: values.seed!, arc: values.arc });
const told = tellStory(settled, { seed: values.seed! });
console.log(`${told.title}\n(${told.arc}) ${told.summary}\n`);
told.scenes.forEach((scene, i) => {
  console.log(`[${i + 1}: ${scene.picture.composition}, ${scene.picture.where}] ${scene.text}\n`);
});
for (const d of settled.details) console.log(`- ${d.words}: ${d.used ? d.where : `not used, ${d.why}`}`);
