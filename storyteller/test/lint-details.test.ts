import type { PlanDetail } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { detailStamped } from '../src/lint/rules/detail-stamped.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

const detail = (
  kind: PlanDetail['kind'],
  words: string,
  lexeme: string | null,
  colour: string | null = null,
): PlanDetail => ({
  id: `d-${kind}`,
  kind,
  words,
  lexeme,
  colour,
  owner: null,
  wanted: true,
  used: true,
  where: null,
  why: null,
});

describe('detail-stamped: a detail said more than twice', () => {
  it('finds the favourite colour a third time, in any of its German endings', () => {
    const plan = buildPlan({ language: 'de', details: [detail('colour', 'Grün', 'green')] });
    const told = subject({
      plan,
      scenes: ['Theo trug seine grünen Socken.', 'Das Gras war grün.', 'Ein grüner Frosch sprang vorbei.'],
    });
    const findings = detailStamped(told);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ scene: 2, sentence: 'Ein grüner Frosch sprang vorbei.' });
  });

  it('finds a garment the parent named said again and again', () => {
    const plan = buildPlan({ details: [detail('clothing', 'yellow wellies', 'wellies', 'yellow')] });
    const told = subject({
      plan,
      scenes: ['Theo pulled on his wellies.', 'Splash went the wellies.', 'The wellies were wet.'],
    });
    expect(detailStamped(told).map((finding) => finding.message)).toEqual([
      'the detail “yellow wellies” is said a third time',
    ]);
  });

  it('passes a colour said twice, and a word that only contains it', () => {
    const plan = buildPlan({ details: [detail('colour', 'red', 'red')] });
    const told = subject({
      plan,
      scenes: ['A red kite rose.', 'Theo wore red socks.', 'Fred waved, and the sky reddened.'],
    });
    expect(detailStamped(told)).toEqual([]);
  });

  it('passes the place the story happens, named in every scene, and finds a loved place said a third time', () => {
    const scenes = ['Am Meer war es still.', 'Am Meer schliefen die Möwen.', 'Weit weg am Meer schliefen alle.'];
    const atSea = buildPlan({
      language: 'de',
      setting: { id: 'seaside', words: null },
      details: [detail('place', 'am Meer', 'seaside')],
    });
    expect(detailStamped(subject({ plan: atSea, scenes }))).toEqual([]);
    const inForest = buildPlan({ language: 'de', details: [detail('place', 'am Meer', 'seaside')] });
    expect(detailStamped(subject({ plan: inForest, scenes })).map((finding) => finding.message)).toEqual([
      'the detail “am Meer” is said a third time',
    ]);
  });
});
