import type { CreateStoryRequest, StoryPlan } from '@dreamweaver/contracts';
import type { LintSubject } from '../src/lint/types.ts';
import type { ToldStory } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// A told story for a linter test: the scenes' text as the test writes them, a plan (by default the
// plan builder's empty one) and the order's free text.

interface SubjectChanges {
  id?: string;
  plan?: StoryPlan;
  title?: string;
  scenes: readonly string[];
  details?: Partial<CreateStoryRequest['recipientDetails']>;
}

function toldStory(scenes: readonly string[], title = 'A Story'): ToldStory {
  return {
    title,
    summary: '',
    arc: 'lost-treasure',
    variants: [],
    lines: [],
    scenes: scenes.map((text) => ({
      text,
      picture: {
        composition: 'interior',
        where: 'bedroom',
        landscape: 'forest',
        night: 0,
        asleep: false,
        cast: [],
        things: [],
      },
    })),
    uses: [],
  };
}

export function subject({
  id = 'test-story',
  plan = buildPlan(),
  title,
  scenes,
  details = {},
}: SubjectChanges): LintSubject {
  const request: CreateStoryRequest = {
    audience: 'child',
    storyType: 'classic',
    language: plan.language,
    recipientDetails: { name: plan.hero.name, ...details },
  };
  return { id, order: { request }, plan, story: toldStory(scenes, title) };
}
