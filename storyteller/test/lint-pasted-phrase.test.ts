import { describe, expect, it } from 'vitest';
import { pastedPhrase } from '../src/lint/rules/pasted-phrase.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

describe('pasted-phrase: the parent’s own words after a colon or in quotes', () => {
  const details = { storyGoal: 'sharing her toys with her cousin Ollie', personalization: 'She just saved a penalty!' };

  it('finds a run of the goal inside quotation marks', () => {
    const told = subject({ details, scenes: ['"Sharing her toys with her cousin is important," said Pip.'] });
    expect(pastedPhrase(told).map((finding) => finding.message)).toEqual([
      "the parent's words “sharing her toys” pasted in quotes",
    ]);
  });

  it('finds the free text pasted after a colon, in German quotes too', () => {
    const plan = buildPlan({ language: 'de' });
    const colon = subject({ details, scenes: ['Theo remembered something big: saved a penalty.'] });
    const german = subject({
      plan,
      details: { personalization: 'Er hat den Siebenmeter gehalten' },
      scenes: ['„Den Siebenmeter gehalten!“, rief Pip.'],
    });
    expect(pastedPhrase(colon)).toHaveLength(1);
    expect(pastedPhrase(german)).toHaveLength(1);
  });

  it('passes the same thing told in the story’s own words, and runs of small words', () => {
    const told = subject({
      details,
      scenes: [
        'Theo held out the red ball to Ollie, and Ollie took it with a grin.',
        '"It is in the box," said Pip. Then she saved the day.',
      ],
    });
    expect(pastedPhrase(told)).toEqual([]);
  });
});
