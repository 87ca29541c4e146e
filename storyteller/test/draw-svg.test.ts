import { describe, expect, it } from 'vitest';
import { drawScene } from '../src/index.ts';
import { buildPlan } from './plan-builder.ts';
import { familyPlan, LANDSCAPES, picture, VIEWS } from './draw-plans.ts';
import { assertWellFormedXml } from './well-formed-xml.ts';

// The storyteller's pictures are well-formed SVG of one size in every place and composition, and a
// pure function of the plan, the picture spec, the seed and the scene.

describe('drawScene: the SVG', () => {
  it('is well-formed XML of 800 × 600 for every composition in every landscape', () => {
    const plan = familyPlan({ hero: { name: 'Mia', age: 6, pronoun: 'she', aids: ['wheelchair', 'glasses'] } });
    for (const landscape of LANDSCAPES) {
      for (const [i, view] of VIEWS.entries()) {
        const spec = picture(view.composition, view.where, { ...view, landscape, night: i / VIEWS.length });
        const { svg, description } = drawScene(plan, spec, { seed: 's', sceneIndex: i });
        const where = `${landscape} ${view.composition} ${view.where}${view.asleep ? ' asleep' : ''}`;
        expect(() => assertWellFormedXml(svg), where).not.toThrow();
        expect(svg, where).toContain('viewBox="0 0 800 600" width="800" height="600"');
        expect(svg, where).toContain('data-cast="hero"');
        expect(description, where).toMatch(/\.$/);
        expect(svg.length, where).toBeLessThan(80_000);
      }
    }
  });

  it('escapes the names and drops control characters, in the title too', () => {
    const plan = buildPlan({
      hero: { name: 'Zoë <&> "\u0007\'' },
      companion: { name: 'Pip & <Co>\u0001' },
    });
    for (const view of VIEWS) {
      const { svg, description } = drawScene(plan, picture(view.composition, view.where, view), {
        seed: 'x',
        sceneIndex: 0,
      });
      expect(() => assertWellFormedXml(svg)).not.toThrow();
      expect(svg).toContain('Zoë &lt;&amp;&gt; &quot;&apos;');
      expect(description).not.toMatch(/[\u0000-\u001f]/);
    }
  });

  it('gives the same SVG for the same inputs, and another for another seed or scene', () => {
    const plan = familyPlan();
    const spec = picture('journey', 'setting', { cast: ['guide', 'siblings'], things: ['toy'] });
    const first = drawScene(plan, spec, { seed: 'seed-1', sceneIndex: 2 });
    expect(drawScene(plan, spec, { seed: 'seed-1', sceneIndex: 2 })).toEqual(first);
    expect(drawScene(structuredClone(plan), { ...spec }, { seed: 'seed-1', sceneIndex: 2 }).svg).toBe(first.svg);
    expect(drawScene(plan, spec, { seed: 'seed-2', sceneIndex: 2 }).svg).not.toBe(first.svg);
    expect(drawScene(plan, spec, { seed: 'seed-1', sceneIndex: 3 }).svg).not.toBe(first.svg);
  });

  it('draws the same bedroom on the first and the last page of a story', () => {
    const plan = familyPlan();
    const wallOf = (svg: string) =>
      /fill-rule="evenodd"/.exec(svg) && svg.match(/<path d="M0 0 H800 V600 H0 Z [^"]*" fill="(#[0-9a-f]{6})"/)?.[0];
    const first = drawScene(plan, picture('interior', 'bedroom', { night: 0 }), { seed: 's', sceneIndex: 0 }).svg;
    const last = drawScene(plan, picture('interior', 'bedroom', { night: 0, asleep: true }), {
      seed: 's',
      sceneIndex: 6,
    }).svg;
    expect(wallOf(first)).toBeTruthy();
    expect(wallOf(last)).toBe(wallOf(first));
  });

  it('draws no falling star under the sea and no kite or lantern there, but a glowing bubble to wish on', () => {
    const plan = buildPlan({ details: [] });
    const spec = picture('sky', 'setting', { landscape: 'sea', things: ['star', 'lantern'] });
    const { svg } = drawScene(plan, spec, { seed: 's', sceneIndex: 5 });
    expect(svg).not.toContain('data-object="shooting-star"');
    expect(svg).not.toContain('data-object="lantern"');
    expect(svg).toContain('data-object="bubble"');
    const sky = drawScene(plan, { ...spec, landscape: 'forest' }, { seed: 's', sceneIndex: 5 }).svg;
    expect(sky).toContain('data-object="shooting-star"');
  });
});
