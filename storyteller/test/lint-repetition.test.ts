import { describe, expect, it } from 'vitest';
import { repeatedSentence } from '../src/lint/rules/repeated-sentence.ts';
import { sharedRuns } from '../src/lint/rules/shared-run.ts';
import { LULLABIES_EN } from '../src/slots/english.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

describe('repeated-sentence: a sentence told twice in one story', () => {
  it('finds the sentence the second time, whatever its case and spacing', () => {
    const told = subject({
      scenes: [
        'The stars came out one by one.',
        'Later,  the stars came out one by one.',
        'the stars came out one by one.',
      ],
    });
    expect(repeatedSentence(told).map((finding) => finding.scene)).toEqual([2]);
  });

  it('passes the night song sung again, and a short refrain', () => {
    const song = `"${LULLABIES_EN[0]}."`;
    const told = subject({ scenes: [`${song} Goodnight, Theo.`, `${song} Goodnight, Theo.`] });
    expect(repeatedSentence(told)).toEqual([]);
    // The little stories' refrain, in German one word longer than "Sad is OK.".
    const refrain = subject({ scenes: ['Traurig sein ist okay.', 'Traurig sein ist okay.'] });
    expect(repeatedSentence(refrain)).toEqual([]);
    const longer = subject({ scenes: ['Traurig sein ist völlig okay.', 'Traurig sein ist völlig okay.'] });
    expect(repeatedSentence(longer)).toHaveLength(1);
  });
});

describe('shared-run: six words in a row told in too many stories', () => {
  const names = ['Theo', 'Mia', 'Ben', 'Ava'];
  const own = [
    'A kettle sang on the stove while the cat dreamed of herring.',
    'Snow fell softly over the sleeping village and its crooked chimneys.',
    'Under the bridge, a troll counted his buttons twice before supper.',
    'The lighthouse keeper polished her lamp until it shone like a pearl.',
  ];
  const stories = (sentence: (name: string) => string) =>
    names.map((name, i) =>
      subject({
        id: `story-${i}`,
        plan: buildPlan({ hero: { name }, companion: { name: `Pal${i}` } }),
        scenes: [sentence(name), own[i]],
      }),
    );
  const rule = sharedRuns({ share: 0.5, fewest: 2 });

  it('finds a sentence every child hears, with the names masked, once at the first story', () => {
    const findings = rule(stories((name) => `${name} and his friend walked into the dark wood together.`));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ story: 'story-0', scene: 0, rule: 'shared-run' });
    expect(findings[0].message).toContain('told in 4 of 4 English stories');
  });

  it('passes sentences of each story’s own, and too few stories to judge', () => {
    expect(rule(stories(() => ''))).toEqual([]);
    expect(
      sharedRuns({ share: 0.5, fewest: 5 })(
        stories((name) => `${name} and his friend walked into the dark wood together.`),
      ),
    ).toEqual([]);
  });
});
