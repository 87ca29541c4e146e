import type { PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { emptyScene } from '../src/lint/rules/empty-scene.ts';
import { nameAfterName } from '../src/lint/rules/name-after-name.ts';
import { sentenceLength } from '../src/lint/rules/sentence-length.ts';
import { wrongLanguage } from '../src/lint/rules/wrong-language.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

const german = buildPlan({ language: 'de', hero: { name: 'Hannah' }, companion: { name: 'Socke' } });

describe('wrong-language: words of the other language', () => {
  it('finds English small words in a German story, and German ones in an English story', () => {
    const de = subject({ plan: german, scenes: ['Hannah lief los, and Socke folgte ihr.'] });
    const en = subject({ scenes: ['Theo looked up und smiled.'] });
    expect(wrongLanguage(de).map((finding) => finding.message)).toEqual(['English words in a German story: and']);
    expect(wrongLanguage(en)).toHaveLength(1);
  });

  it('passes words both languages spell alike, and names', () => {
    const de = subject({ plan: german, scenes: ['Die Katze hat Hunger, und es war so still.'] });
    const en = buildPlan({ hero: { name: 'Und' } });
    expect(wrongLanguage(de)).toEqual([]);
    expect(wrongLanguage(subject({ plan: en, scenes: ['Und had a hat, and the war was over in a den.'] }))).toEqual([]);
  });
});

describe('name-after-name: two names of the plan in a row (German)', () => {
  const mama: PlanPerson = {
    id: 'p1',
    name: 'Jo',
    relation: 'mum',
    calls: 'Mama Jo',
    status: 'here',
    away: null,
    health: 'well',
    livesWithChild: true,
  };
  const plan = buildPlan({ ...german, people: [mama] });

  it('finds „erklärte Hannah Socke“ and a name of two words before another', () => {
    const told = subject({
      plan,
      scenes: ['Dann erklärte Hannah Socke den Weg.', 'Später zeigte Mama Jo Hannah die Sterne.'],
    });
    expect(nameAfterName(told).map((finding) => finding.scene)).toEqual([0, 1]);
  });

  it('passes a name of two words, names with a comma or a word between, and English', () => {
    const told = subject({
      plan,
      scenes: ['Mama Jo lachte.', 'Hannah, Socke und Mama Jo gingen los.', 'Hannah erklärte ihrer Socke den Weg.'],
    });
    expect(nameAfterName(told)).toEqual([]);
    expect(nameAfterName(subject({ scenes: ['Then Theo Pip said.'] }))).toEqual([]);
  });
});

describe('sentence-length: words per sentence for the age band', () => {
  const long =
    'Theo and Pip walked and walked and walked along the path by the river until the moon was high, the owls were calling and the stars were out.';

  it('finds a sentence too long for a three-year-old, and one too long for anyone', () => {
    const little = subject({
      plan: buildPlan({ hero: { age: 3 } }),
      scenes: ['Theo and Pip walk along the long path by the river to the big old tree.'],
    });
    const big = subject({ scenes: [`${long} ${long.replace('.', ',')} and on.`.replace('. ', ', ')] });
    expect(sentenceLength(little)).toHaveLength(1);
    expect(sentenceLength(big)[0].message).toMatch(/^\d+ words, more than 30 for ages 5 to 9$/);
  });

  it('passes the same long sentence to a big child, and short ones to a little one', () => {
    expect(sentenceLength(subject({ scenes: [long] }))).toEqual([]);
    expect(
      sentenceLength(subject({ plan: buildPlan({ hero: { age: 2 } }), scenes: ['Up, up! “We can help!” says Theo.'] })),
    ).toEqual([]);
  });
});

describe('empty-scene: a page with nothing to read', () => {
  it('finds a scene without words and passes one with', () => {
    expect(emptyScene(subject({ scenes: ['Once.', '', 'Twice.'] })).map((finding) => finding.scene)).toEqual([1]);
    expect(emptyScene(subject({ scenes: ['Once.'] }))).toEqual([]);
  });
});
