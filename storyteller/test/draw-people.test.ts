import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { drawScene, settlePlan, tellStory } from '../src/index.ts';
import { buildPlan } from './plan-builder.ts';
import { familyPlan, LANDSCAPES, person, picture, VIEWS } from './draw-plans.ts';

// Who a picture shows: only the people of the plan who are here tonight and live with the child,
// never anyone remembered or away; the child as the plan describes them, in their own pyjamas,
// and in their wheelchair in every picture they are in.

const everyView = (plan: StoryPlan) =>
  LANDSCAPES.flatMap((landscape) =>
    VIEWS.map((view, i) =>
      drawScene(plan, picture(view.composition, view.where, { ...view, landscape }), {
        seed: landscape,
        sceneIndex: i,
      }),
    ),
  );

describe('drawScene: the people', () => {
  it('never draws someone remembered or away, even when the picture asks for the grown-ups', () => {
    const plan = familyPlan();
    for (const { svg } of everyView(plan)) {
      expect(svg).not.toContain('data-person="opa"');
      expect(svg).not.toContain('data-person="dad"');
      expect(svg).not.toContain('data-relation="grandpa"');
      expect(svg).not.toContain('data-relation="dad"');
    }
    // Mum is here and is drawn wherever the grown-ups are asked for.
    const { svg } = drawScene(plan, picture('interior', 'bedroom'), { seed: 's', sceneIndex: 0 });
    expect(svg).toContain('data-person="mum"');
  });

  it('draws no grown-up at all when everyone asked for is remembered or away', () => {
    const plan = buildPlan({
      people: [person('opa', 'grandpa', 'remembered', 'Heinz', true), person('mama', 'mum', 'away', null, true)],
      theme: { id: 'death-person', sensitive: true, words: null, about: 'opa' },
    });
    for (const { svg } of everyView(plan)) expect(svg).not.toContain('data-cast="grownup"');
  });

  it('never draws a pet that died, but may draw what is kept of the one remembered', () => {
    const plan = familyPlan();
    for (const { svg } of everyView(plan)) expect(svg).not.toContain('data-species="cat"');
    const keepsake = drawScene(plan, picture('interior', 'bedroom', { cast: [], things: ['keepsake'] }), {
      seed: 's',
      sceneIndex: 0,
    });
    expect(keepsake.svg).toContain('data-object="hat"');
  });

  it('draws the pyjamas in the pattern the plan gives', () => {
    const patterned = (pyjamas: StoryPlan['hero']['look']['pyjamas']) =>
      drawScene(
        buildPlan({ hero: { look: { hairColour: null, hairStyle: null, skinTone: null, pyjamas, freckles: false } } }),
        picture('interior', 'bedroom', { cast: [], things: [] }),
        { seed: 's', sceneIndex: 0 },
      ).svg;
    const stars = patterned('stars');
    const stripes = patterned('stripes');
    expect(stars).toContain('data-part="pyjamas-stars"');
    expect(stripes).toContain('data-part="pyjamas-stripes"');
    expect(stars).not.toContain('data-part="pyjamas-stripes"');
    expect(stars).not.toBe(stripes);
    for (const pattern of ['spots', 'dinosaurs', 'rainbows', 'moons'] as const)
      expect(patterned(pattern)).toContain(`data-part="pyjamas-${pattern}"`);
    // None chosen: plain pyjamas with white piping, and no pattern of the others.
    const plain = patterned(null);
    expect(plain).toContain('data-part="pyjamas-plain"');
    expect(plain).not.toMatch(/data-part="pyjamas-(?!plain)/);
    expect(stars).not.toContain('data-part="pyjamas-plain"');
  });

  it('draws the hero as the plan describes them: skin, hair, freckles, glasses, hearing aid', () => {
    const plan = buildPlan({
      hero: {
        look: { hairColour: 'red', hairStyle: 'braids', skinTone: 'dark', pyjamas: null, freckles: true },
        aids: ['glasses', 'hearing-aid'],
      },
    });
    const { svg } = drawScene(plan, picture('wide', 'setting'), { seed: 's', sceneIndex: 2 });
    const heroPart = svg.slice(svg.indexOf('data-cast="hero"'));
    for (const part of ['braid', 'freckles', 'glasses', 'hearing-aid'])
      expect(heroPart).toContain(`data-part="${part}"`);
    expect(heroPart).toContain('fill="#6b4530"');
    expect(heroPart).toContain('fill="#b5472a"');
  });

  it('draws the wheelchair in every picture the child is in, with the child in it when awake', () => {
    const plan = familyPlan({ hero: { name: 'Mia', age: 6, pronoun: 'she', aids: ['wheelchair'] } });
    for (const { svg } of everyView(plan)) {
      expect(svg).toContain('data-aid="wheelchair"');
      if (!svg.includes('data-pose="asleep"')) expect(svg).toContain('data-pose="sitting"');
    }
    const adventure = { ...plan, theme: { id: 'adventure' as const, sensitive: false, words: null, about: null } };
    const settled = settlePlan(adventure, { seed: '3' });
    const told = tellStory(settled, { seed: '3' });
    told.scenes.forEach((scene, i) => {
      const { svg } = drawScene(settled, scene.picture, { seed: '3', sceneIndex: i });
      expect(svg, `scene ${i + 1}`).toContain('data-aid="wheelchair"');
    });
  });

  it('draws a cane or a walking frame with the child who has one', () => {
    for (const aid of ['cane', 'walker'] as const) {
      const plan = buildPlan({ hero: { aids: [aid] } });
      const { svg } = drawScene(plan, picture('journey', 'setting'), { seed: 's', sceneIndex: 1 });
      expect(svg).toContain(`data-aid="${aid}"`);
    }
  });

  it('draws a toy companion that is a bear as the teddy, and the others as their animal', () => {
    const teddy = buildPlan({ companion: { name: 'Brummi', kind: 'bear', toy: true, own: true } });
    expect(drawScene(teddy, picture('wide', 'setting'), { seed: 's', sceneIndex: 0 }).svg).toContain(
      'data-species="teddy" data-role="companion"',
    );
    const fox = buildPlan({ companion: { name: 'Pip', kind: 'fox', toy: false, own: false } });
    expect(drawScene(fox, picture('wide', 'setting'), { seed: 's', sceneIndex: 0 }).svg).toContain(
      'data-species="fox" data-role="companion"',
    );
  });
});
