import type { StoryPlan } from '@dreamweaver/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryBrief, StoryWriter, WrittenStory } from '../../src/generation/engine.ts';
import { withNamePrivacy, writerWithNamePrivacy } from '../../src/generation/name-privacy.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { spokenTextWithoutName, childNamesOf, withoutName } from '../../src/generation/without-name.ts';
import { defaultDraft, startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { person, planFor } from './plan-fixtures.ts';

// The plan passes the name-privacy seam too: the hero, the brothers and sisters and every other
// child of the plan (a friend, a cousin) become placeholders, and every text field of the plan is
// scrubbed of every form of every child's name; grown-ups and pets keep theirs. Only the offline
// engine (runsLocally) sees the plan as it is.

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** Every form of every child's name the fixture uses (lower case). */
const CHILD_NAMES = ['zephyrine', 'moon', 'zeffi', 'anouk', 'nouki', 'ottilie', 'tilly', 'quentin'];

/** A plan with a child's name in every text field; the fields that are closed lists of the contract excepted. */
function namedEverywhere(): StoryPlan {
  const plan = planFor('Zephyrine Moon', {
    language: 'de',
    companion: { name: 'Zephyrines Bär', kind: 'ottilie', toy: true, own: true },
    setting: { id: 'seaside', words: 'Anouks Lieblingsstrand' },
    people: [
      person('tilly', { name: 'Ottilie', calls: 'Tilly', relation: 'friend' }),
      person('quentin', { name: 'Quentin', relation: 'cousin' }),
      person('anouk-sister', { name: 'Anouk', calls: 'Nouki', relation: 'sister', livesWithChild: true }),
      person('opa-zephyrine', {
        name: 'Zephyrines Heinz',
        calls: 'Opa Heinz von Zeffi',
        relation: 'grandpa',
        status: 'remembered',
      }),
    ],
    pets: [{ id: 'minka-tilly', name: 'Tillys Minka', kind: 'zephyrine-cat', status: 'here' }],
    siblings: [{ id: 'anouk', name: 'Anouk', age: 3, pronoun: 'she', role: 'finder' }],
    theme: { id: 'death-person', sensitive: true, words: 'Tilly und Zephyrine vermissen Opa', about: 'opa-zephyrine' },
    care: {
      afterlife: 'star',
      practise: false,
      wishes: ['Quentin soll vorkommen', 'ZEPHYRINE darf traurig sein'],
      sadIsOk: true,
    },
    achievement: { words: 'Zeffi kann schwimmen', kind: 'anouk-swim', used: true, why: 'Noukis Idee' },
    details: [
      {
        id: 'zephyrine-hat',
        kind: 'clothing',
        words: 'Zephyrine Moons Hut',
        lexeme: 'tilly-hat',
        colour: 'quentin',
        owner: 'opa-zephyrine',
        wanted: true,
        used: true,
        where: 'In Anouks Szene',
        why: 'Ottilies Idee',
      },
    ],
    series: { episode: 2, previous: { arc: 'zephyrine-quest', setting: 'farm', thread: 'ottilie-shell' } },
    story: { arc: 'anouk-arc', scenes: 6 },
  });
  return plan;
}

const brief = (plan: StoryPlan = namedEverywhere()): StoryBrief => ({
  audience: 'child',
  storyType: 'custom',
  language: 'de',
  recipientDetails: { name: 'Zephyrine Moon', age: 5 },
  siblings: [{ name: 'Anouk', age: 3, pronoun: 'she', role: 'finder' }],
  variety: { seed: 's', recentPlots: [], recentTitles: [], alsoCalled: ['Zeffi'] },
  plan,
});

/** Keys whose values are closed lists of the contract: they cannot hold a name. */
const CLOSED = new Set([
  'language',
  'pronoun',
  'hairColour',
  'hairStyle',
  'skinTone',
  'pyjamas',
  'relation',
  'status',
  'away',
  'health',
  'shape',
  'role',
  'afterlife',
  // series.previous.setting (the plan's own setting is an object, its id told apart below)
  'setting',
]);

/** Every string of `value` with the key it sits under ("aids" items and enum ids count as closed). */
function stringsOf(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, key === 'setting' && k === 'id' ? 'setting.id' : k));
  return [];
}

const hasChildName = (text: string) => CHILD_NAMES.some((name) => text.toLowerCase().includes(name));

describe('the plan through the name-privacy seam', () => {
  it('the fixture names a child in every text field of the plan', () => {
    const open = stringsOf(namedEverywhere()).filter(({ key }) => !CLOSED.has(key) && key !== 'setting.id');
    // The theme's and the detail's kind are closed lists too, told apart here by their values.
    const unnamed = open.filter(({ text }) => !hasChildName(text) && !['death-person', 'clothing'].includes(text));
    expect(unnamed).toEqual([]);
    expect(open.length).toBeGreaterThan(30);
  });

  it('no form of any child name is left in any field; each child is its own placeholder', () => {
    const told = withoutName(brief()).plan!;
    for (const { key, text } of stringsOf(told))
      expect({ key, named: hasChildName(text) }).toEqual({ key, named: false });
    expect(told.hero.name).toBe('{{HERO}}');
    expect(told.siblings[0].name).toBe('{{CHILD2}}');
    const [friend, cousin, sister, grandpa] = told.people;
    expect([friend.name, friend.calls]).toEqual(['{{CHILD4}}', '{{CHILD4}}']);
    expect(cousin.name).toBe('{{CHILD5}}');
    // A sister named in the parent's words who is the ordered sibling is that sibling's placeholder.
    expect([sister.name, sister.calls]).toEqual(['{{CHILD2}}', '{{CHILD2}}']);
    // Grown-ups and pets keep their names; only the children's are taken out.
    expect(grandpa.name).toBe('{{HERO}}s Heinz');
    expect(grandpa.calls).toBe('Opa Heinz von {{HERO}}');
    expect(told.pets[0].name).toBe('{{CHILD4}}s Minka');
    expect(told.theme.words).toBe('{{CHILD4}} und {{HERO}} vermissen Opa');
    // References between the plan's parts still meet: the owner and the theme's subject are scrubbed alike.
    expect(told.details[0].owner).toBe(told.people[3].id);
    expect(told.theme.about).toBe(told.people[3].id);
  });

  it('the story comes back with each child put back, and the narration speaks nicknames', async () => {
    const given = brief();
    fake.setDraft({
      ...defaultDraft,
      scenes: defaultDraft.scenes.map((scene, i) => ({
        ...scene,
        text: i === 0 ? '{{HERO}}, {{CHILD2}}, {{CHILD4}}s Muschel und {{CHILD5}} am Meer.' : scene.text,
      })),
    });
    const engine = withNamePrivacy(
      createOpenAiEngine({
        text: { baseURL: fake.baseURL, model: 'test-text', moderation: true },
        speech: { baseURL: fake.baseURL, model: 'test-tts', voice: 'nova' },
      }),
    );
    const written = await engine.writeStory(given);
    expect(written.scenes[0].text).toBe('Zephyrine Moon, Anouk, Tillys Muschel und Quentin am Meer.');
    await engine.narrateScene({ brief: given, text: written.scenes[0].text, sceneNumber: 1 });
    expect(JSON.parse(fake.requestsTo('speech')[0].body).input).toBe(
      'Sternchen, Möndchen, Vögelchens Muschel und Bienchen am Meer.',
    );
    for (const sent of fake.requests)
      for (const name of CHILD_NAMES) expect(sent.body.toLowerCase()).not.toContain(name);
    // The grown-up's name reached the model as the parent wrote it.
    expect(fake.requestsTo('chat')[0].body).toContain('Opa Heinz');
  });

  it('a longer name is its own child, not a form of a shorter one (Annabelle is not Anna)', () => {
    const plan = planFor('Mia', { people: [person('p1', { name: 'Annabelle', relation: 'friend' })] });
    plan.siblings = [{ id: 's1', name: 'Anna', age: 4, pronoun: 'she', role: 'helper' }];
    const given: StoryBrief = {
      ...brief(plan),
      recipientDetails: { name: 'Mia' },
      siblings: [{ name: 'Anna', age: 4, pronoun: 'she', role: 'helper' }],
    };
    const told = withoutName({ ...given, storyGoal: 'Anna und Annabelle teilen' });
    expect(told.storyGoal).toBe('{{CHILD2}} und {{CHILD4}} teilen');
    expect(childNamesOf(given).friends).toEqual([['Annabelle']]);
    expect(spokenTextWithoutName('Annabelle und Anna', childNamesOf(given), 'de')).toBe('Vögelchen und Möndchen');
  });

  it('an engine that runs locally is given the plan as it is', async () => {
    const seen: StoryBrief[] = [];
    const local: StoryWriter = {
      name: 'local',
      runsLocally: true,
      writeStory: async (b) => {
        seen.push(b);
        return { title: 't', summary: 's', characterDescription: 'c', scenes: [] } satisfies WrittenStory;
      },
    };
    const given = brief();
    await writerWithNamePrivacy(local).writeStory(given);
    expect(seen[0].plan).toBe(given.plan);
  });
});
