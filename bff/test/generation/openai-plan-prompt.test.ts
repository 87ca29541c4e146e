import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { withNamePrivacy } from '../../src/generation/name-privacy.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { defaultDraft, startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { briefOf, deathPlan, planFor, separationPlan, seriesPlan, twoMumsPlan } from './plan-fixtures.ts';

// The AI path writes from the plan the parent confirmed: the request shapes the fake OpenAI server
// receives (streamed, as the engine always asks), for someone who died, a separation, two mums,
// details and a series episode; and what the model answers is checked for anyone remembered.

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function engine() {
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  return withNamePrivacy(
    createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: true },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
  );
}

/** The story's chat request: its system and user messages, and the whole body. */
async function chatFor(brief: StoryBrief) {
  const written = await engine().writeStory(brief);
  const sent = fake.requestsTo('chat')[0];
  const body = JSON.parse(sent.body);
  return { written, body, raw: sent.body, system: body.messages[0].content, user: body.messages[1].content };
}

function expectNoChildName(...names: string[]) {
  expect(fake.requests.length).toBeGreaterThan(0);
  for (const sent of fake.requests)
    for (const name of names) expect(sent.body.toLowerCase()).not.toContain(name.toLowerCase());
}

describe('the AI writes from the plan', () => {
  it('someone who died: care guidance instead of "nothing sad", Grandpa remembered and never drawn, no child named', async () => {
    const plan = deathPlan('Zephyrine');
    plan.siblings = [{ id: 's1', name: 'Bartholomew', age: 3, pronoun: 'he', role: 'helper' }];
    const brief = briefOf(plan, { siblings: [{ name: 'Bartholomew', age: 3, pronoun: 'he', role: 'helper' }] });
    const { written, body, system, user } = await chatFor(brief);
    expect(body.stream).toBe(true);
    expect(system).not.toMatch(/nothing scary or sad/i);
    expect(system).toContain('Care guidance:');
    expect(system).toMatch(/Never tell death as sleep/);
    expect(system).toMatch(/remembered, never present/);
    expect(system).toMatch(/never in a picture/);
    expect(user).toContain('- Remembered: the hero\'s grandpa, called "Grandpa Joe", who died.');
    expect(user).toContain('Leave out heaven, angels and any afterlife entirely.');
    expect(user).toContain('Say plainly, once, that it is OK to be sad.');
    expect(user).toContain('The parent asks: "no heaven please"');
    expect(user).toMatch(
      /green fishing hat" \(it belongs to the hero's grandpa, called "Grandpa Joe"; a way to remember them\)/,
    );
    // Nothing asks for him in the story's present or in a picture.
    for (const text of [system, user]) {
      expect(text).not.toMatch(/\b(show|draw|depict|picture|include)s?\s+(him|them|grandpa|joe)\b/i);
      expect(text).not.toMatch(/grandpa[^.\n]*\b(watches|smiles|visits|is here)\b/i);
    }
    // The friend Ella and the brother are children: placeholders, put back in the story.
    expect(user).toContain('- Here: the hero\'s friend, called "{{CHILD4}}".');
    expect(user).toContain('- {{CHILD2}}, 3 years old');
    expect(written.title).toBe('Zephyrine and the Moonlit Meadow');
    expectNoChildName('Zephyrine', 'Ella', 'Bartholomew');
  });

  it('a picture the model writes with someone remembered in it is drawn from the plan without them', async () => {
    fake.setDraft({
      ...defaultDraft,
      characterDescription: 'a small child with red curls, holding hands with Grandpa',
      scenes: defaultDraft.scenes.map((scene, i) => ({
        ...scene,
        imagePrompt: i === 1 ? "{{HERO}} and Opa's ghost smiling from a cloud" : scene.imagePrompt,
        pictureDescription: i === 2 ? '{{HERO}} sees Grandpa Joe waving.' : `{{HERO}} by the sea (${i + 1}).`,
      })),
    });
    const e = engine();
    const brief = briefOf(deathPlan('Mia'));
    const written = await e.writeStory(brief);
    expect(written.characterDescription).not.toMatch(/grandpa/i);
    expect(written.characterDescription).toContain('curly red hair');
    expect(written.scenes[1].imagePrompt).toBe(
      'the hero with a friendly little fox at the seaside, a quiet, cosy moment',
    );
    expect(written.scenes[1].pictureDescription).toBeUndefined();
    expect(written.scenes[2].pictureDescription).toBeUndefined();
    expect(written.scenes[3].pictureDescription).toBe('Mia by the sea (4).');
    await e.illustrateScene({ brief, story: written, sceneNumber: 2 });
    const prompt = JSON.parse(fake.requestsTo('images')[0].body).prompt as string;
    expect(prompt).not.toMatch(/grandpa|opa|joe|ghost/i);
  });

  it("every picture prompt says the plan's pyjamas, which the model's description of the hero left out", async () => {
    const e = engine();
    for (const [pyjamas, drawn] of [
      ['dinosaurs', 'little green dinosaurs'],
      ['moons', 'little crescent moons'],
      [null, null],
    ] as const) {
      fake.reset();
      const mia = planFor('Mia');
      const brief = briefOf({ ...mia, hero: { ...mia.hero, look: { ...mia.hero.look, pyjamas } } });
      const written = await e.writeStory(brief);
      expect(written.characterDescription).not.toMatch(/pyjamas/i);
      await e.illustrateScene({ brief, story: written, sceneNumber: 1 });
      const prompt = JSON.parse(fake.requestsTo('images')[0].body).prompt as string;
      if (drawn) expect(prompt).toContain(`Whenever the hero wears pyjamas, they have ${drawn} all over them.`);
      else expect(prompt).not.toMatch(/pyjamas/i);
      // The plan prompt tells the model too, and that the companion's name is never translated.
      const user = JSON.parse(fake.requestsTo('chat')[0].body).messages[1].content as string;
      if (pyjamas) expect(user).toContain(`pyjamas with ${pyjamas}`);
      expect(user).toContain('Companion: "Pip", a fox. The name is written exactly so in every language');
    }
  });

  it('a separation names both parents as the parent named them', async () => {
    const { system, user } = await chatFor(briefOf(separationPlan('Tom')));
    expect(user).toContain('Family, as the parent named it: a mum and a dad. The hero lives in two homes.');
    expect(user).toContain('- Here: the hero\'s mum, called "Mummy" (lives with the hero).');
    expect(user).toContain('- Here: the hero\'s dad, called "Papa" (lives with the hero).');
    expect(user).toContain(
      'Theme: Parents who are separating. In the parent\'s words: "Mummy and Papa are separating".',
    );
    expect(system).toMatch(/not the hero's fault/);
    expect(system).toMatch(/never hint or promise that the parents will get back together/);
    expect(system).not.toMatch(/died/);
    expectNoChildName('Tom');
  });

  it('two mums are in the request, with the details the parent wants and none they do not', async () => {
    const { system, user } = await chatFor(briefOf(twoMumsPlan('Lena')));
    expect(user).toContain('Family, as the parent named it: two mums.');
    expect(user).toContain('called "Mama Jo"');
    expect(user).toContain('called "Mami Sam"');
    expect(user).toContain('- clothing: "yellow wellies"');
    expect(user).toContain('- food: "pancakes"');
    expect(user).not.toContain('broccoli');
    expect(user).toMatch(/never paste these phrases/);
    // An everyday story: gentle, never frightening, and no care guidance.
    expect(system).toMatch(/never frightening/);
    expect(system).not.toContain('Care guidance:');
    expect(system).toMatch(/never add a parent/);
    expectNoChildName('Lena');
  });

  it('a series episode asks for a recap of the last one, and says it opens with one', async () => {
    const { written, user } = await chatFor(briefOf(seriesPlan('Noor')));
    expect(user).toContain(
      'This is episode 3 of the hero\'s series. The last episode: "lost treasure", at the seaside; what goes on from it: the shell.',
    );
    expect(user).toMatch(/Open the first scene with a short recap of the last episode[^\n]*past tense/);
    expect(written.opensWithRecap).toBe(true);
    expectNoChildName('Noor');
  });

  it('the moderation checks the words the parent wrote into the plan', async () => {
    await engine().writeStory(briefOf(deathPlan('Mia')));
    const input = JSON.parse(fake.requestsTo('moderations')[0].body).input as string[];
    expect(input).toEqual(
      expect.arrayContaining(['Grandpa Joe died last month', 'no heaven please', 'green fishing hat']),
    );
  });
});
