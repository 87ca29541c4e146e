import { describe, expect, it } from 'vitest';
import type { WrittenStory } from '../../src/generation/engine.ts';
import { withoutRememberedInPictures } from '../../src/generation/openai/remembered-guard.ts';
import { deathPlan, person, planFor } from './plan-fixtures.ts';

// The guard on what an AI server writes: nobody remembered (who died) in a picture prompt.

function storyDrawing(...prompts: string[]): WrittenStory {
  return {
    title: 't',
    summary: 's',
    characterDescription: 'a small child in starry pyjamas',
    scenes: prompts.map((imagePrompt, i) => ({ text: `scene ${i + 1}`, imagePrompt, pictureDescription: 'fine' })),
  };
}

describe('nobody remembered in a picture', () => {
  it('catches the relation word in English and German, inflected, and the name; leaves other prompts alone', () => {
    const story = storyDrawing(
      "{{HERO}} and Grandpa's boat",
      '{{HERO}} und Opas Hut',
      'Joe waving from a cloud',
      'the GRANDFATHER in the sky',
      '{{HERO}} and the fox by the sea',
    );
    const checked = withoutRememberedInPictures(story, deathPlan('Mia'));
    const rewritten = '{{HERO}} with a friendly little fox at the seaside, a quiet, cosy moment';
    expect(checked.scenes.map((scene) => scene.imagePrompt)).toEqual([
      rewritten,
      rewritten,
      rewritten,
      rewritten,
      '{{HERO}} and the fox by the sea',
    ]);
    expect(checked.scenes[4].pictureDescription).toBe('fine');
    expect(checked.scenes[0].pictureDescription).toBeUndefined();
  });

  it('a remembered pet: its name and its kind, unless the companion is one', () => {
    const pets = [{ id: 'c1', name: 'Minka', kind: 'cat', status: 'remembered' as const }];
    const story = storyDrawing('{{HERO}} stroking a cat', 'Minka on the sofa', '{{HERO}} and the fox');
    const withFox = withoutRememberedInPictures(story, planFor('Mia', { pets }));
    expect(withFox.scenes.map((s) => s.imagePrompt === story.scenes[0].imagePrompt)).toEqual([false, false, false]);
    expect(withFox.scenes[2].imagePrompt).toBe('{{HERO}} and the fox');
    const catCompanion = planFor('Mia', { pets, companion: { name: 'Mog', kind: 'cat', toy: true, own: true } });
    const withCat = withoutRememberedInPictures(story, catCompanion);
    expect(withCat.scenes[0].imagePrompt).toBe('{{HERO}} stroking a cat');
    expect(withCat.scenes[1].imagePrompt).toMatch(/^\{\{HERO\}\} with a small cuddly toy cat/);
  });

  it("the hero's look is drawn from the plan when it names them; a story without anyone remembered is untouched", () => {
    const story = { ...storyDrawing('a meadow'), characterDescription: 'a girl holding Grandpa Joe’s hand' };
    const checked = withoutRememberedInPictures(story, deathPlan('Mia'));
    expect(checked.characterDescription).toBe(
      'a 5-year-old child with curly red hair, light skin, freckles, pyjamas with stars; with a friendly little fox',
    );
    const living = planFor('Mia', { people: [person('p1', { relation: 'grandpa', calls: 'Grandpa Joe' })] });
    expect(withoutRememberedInPictures(story, living)).toBe(story);
  });
});
