import { describe, expect, it } from 'vitest';
import { describeScene, openingPicture, readOrder } from '../src/index.ts';
import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';

// Scene 1's picture is known from the plan before any text is told: an engine that writes its own
// text (an AI) is told it and has it drawn while it writes. It must be the picture the storyteller
// gives its own first scene, so the two engines open the same way whoever writes or draws.

describe("the plan's opening picture", () => {
  it('is the picture the storyteller tells its first scene with, for every story of the corpus', () => {
    const { told } = tellCorpus(loadOrders());
    expect(told.length).toBeGreaterThan(100);
    for (const { order, plan, story } of told) expect(openingPicture(plan), order.id).toEqual(story.scenes[0].picture);
  });

  it('of a plan not settled yet is the bedroom at dusk, described without any name', () => {
    const { plan } = readOrder({
      request: {
        audience: 'child',
        storyType: 'classic',
        language: 'en',
        recipientDetails: { name: 'Wilhelmina', age: 5, favoriteAnimal: 'owl' },
      },
    });
    expect(plan.story).toBeNull();
    const picture = openingPicture(plan);
    expect(picture).toMatchObject({ where: 'bedroom', composition: 'interior', night: 0, asleep: false });
    const prompt = describeScene(plan, picture, 'en');
    expect(prompt).toMatch(/^A child of about 5 in pyjamas and a small owl are in a cosy bedroom at dusk/);
    expect(prompt).not.toMatch(/wilhelmina/i);
  });
});
