import { describe, expect, it } from 'vitest';
import { sceneCast } from '../src/draw/cast.ts';
import { lexicon } from '../src/lexicon/index.ts';
import { describeScene, drawScene } from '../src/index.ts';
import { familyPlan, LANDSCAPES, picture, VIEWS } from './draw-plans.ts';
import { buildPlan } from './plan-builder.ts';

// A picture's description: one sentence in the story's language naming who and what is drawn, by
// name for the alt text, never anyone remembered or away; and without any name for an image model.

const FORBIDDEN = ['Heinz', 'Grandpa', 'Opa', 'Jonas', 'Daddy', 'Papa', 'Minka'];

describe('the description of a picture', () => {
  for (const language of ['en', 'de'] as const) {
    it(`names the child, the companion and the place in ${language}, never the one remembered or away`, () => {
      const plan = familyPlan({ language });
      const place = lexicon.setting(plan.setting.id)[language].in;
      const companion = language === 'en' ? 'her fox Pip' : 'ihr Fuchs Pip';
      for (const composition of ['journey', 'close-up', 'wide'] as const) {
        const { description, svg } = drawScene(plan, picture(composition, 'setting'), { seed: 's', sceneIndex: 1 });
        expect(description).toContain('Mia');
        expect(description).toContain(companion);
        expect(description).toContain(place);
        expect(svg).toContain(`<title>${description}</title>`);
      }
      for (const landscape of LANDSCAPES) {
        for (const view of VIEWS) {
          const spec = picture(view.composition, view.where, { ...view, landscape });
          const { description } = drawScene(plan, spec, { seed: 's', sceneIndex: 0 });
          for (const word of FORBIDDEN) expect(description, `${landscape} ${view.composition}`).not.toContain(word);
          expect(description.split('. ').length, description).toBe(1);
        }
      }
    });
  }

  it('draws everyone and everything the cast it is described from holds', () => {
    const plan = familyPlan({
      people: [
        { ...familyPlan().people[0] },
        {
          id: 'sam',
          name: 'Sam',
          relation: 'friend',
          calls: null,
          status: 'here',
          away: null,
          health: 'well',
          livesWithChild: false,
        },
        {
          id: 'ella',
          name: 'Ella',
          relation: 'sister',
          calls: null,
          status: 'here',
          away: null,
          health: 'well',
          livesWithChild: true,
        },
      ],
      theme: { id: 'new-sibling', sensitive: true, words: null, about: 'ella' },
      details: [
        ...familyPlan().details,
        { ...familyPlan().details[0], id: 'rab', kind: 'animal', words: 'rabbit', lexeme: 'rabbit' },
      ],
    });
    for (const landscape of LANDSCAPES) {
      for (const [i, view] of VIEWS.entries()) {
        const spec = picture(view.composition, view.where, { ...view, landscape });
        const cast = sceneCast(plan, spec);
        const { svg } = drawScene(plan, spec, { seed: landscape, sceneIndex: i });
        const where = `${landscape} ${view.composition} ${view.where}${view.asleep ? ' asleep' : ''}`;
        const roles = (['companion', 'guide', 'creature', 'homePet'] as const).filter((role) => cast[role]);
        for (const role of roles) expect(svg, `${where}: ${role}`).toContain(`data-role="${role}"`);
        for (const who of [...cast.grownups, ...(cast.friend ? [cast.friend] : []), ...(cast.baby ? [cast.baby] : [])])
          expect(svg, `${where}: ${who.id}`).toContain(`data-person="${who.id}"`);
        for (const sibling of cast.siblings) expect(svg, where).toContain(`data-sibling="${sibling.id}"`);
        for (const thing of cast.things)
          expect(svg, `${where}: ${thing.role}`).toMatch(new RegExp(`data-(thing|role)="${thing.role}"`));
      }
    }
  });

  it('names who is drawn beside them: the grown-up who is here, the pet, the guide and the things', () => {
    const plan = familyPlan();
    const { description } = drawScene(plan, picture('wide', 'setting'), { seed: 's', sceneIndex: 3 });
    const guide = lexicon.setting(plan.setting.id).en.guideName;
    for (const words of ['Sarah', 'Bruno the dog', guide, 'her big brother Tom', 'her red scooter', 'pancakes'])
      expect(description).toContain(words);
    const german = drawScene({ ...plan, language: 'de' }, picture('wide', 'setting'), { seed: 's', sceneIndex: 3 });
    for (const words of ['Sarah', 'ihr Hund Bruno', 'ihr großer Bruder Tom', 'ihr roter Roller', 'Pfannkuchen'])
      expect(german.description).toContain(words);
  });

  it('says the wheelchair is hers, and by the bed at night', () => {
    const plan = familyPlan({ hero: { name: 'Mia', age: 6, pronoun: 'she', aids: ['wheelchair'] } });
    const day = drawScene(plan, picture('journey', 'setting'), { seed: 's', sceneIndex: 1 }).description;
    expect(day).toContain('Mia in her wheelchair');
    const night = drawScene(plan, picture('interior', 'bedroom', { asleep: true }), { seed: 's', sceneIndex: 6 });
    expect(night.description).toContain('her wheelchair ready beside the bed');
    const de = drawScene({ ...plan, language: 'de' }, picture('journey', 'setting'), { seed: 's', sceneIndex: 1 });
    expect(de.description).toContain('Mia in ihrem Rollstuhl');
  });

  it('describes a picture for an image model without any name: a child of about six', () => {
    const plan = familyPlan({
      hero: {
        name: 'Mia',
        age: 6,
        pronoun: 'she',
        look: { hairColour: 'red', hairStyle: 'curly', skinTone: 'brown', pyjamas: 'stars', freckles: true },
        aids: ['wheelchair', 'glasses'],
      },
    });
    for (const view of VIEWS) {
      const text = describeScene(plan, picture(view.composition, view.where, view), 'en');
      for (const name of ['Mia', 'Pip', 'Tom', 'Sarah', 'Bruno', 'Hazel', ...FORBIDDEN])
        expect(text, text).not.toContain(name);
      expect(text).toMatch(/^(A|An) /);
    }
    const bedroom = describeScene(plan, picture('interior', 'bedroom'), 'en');
    expect(bedroom).toContain(
      'A child of about 6 with curly red hair, brown skin, freckles and glasses in a wheelchair in pyjamas with stars',
    );
    expect(bedroom).toContain('a small fox');
    const german = describeScene(plan, picture('journey', 'setting'), 'de');
    expect(german).toContain('ein Kind von etwa 6 Jahren');
    expect(german).not.toContain('Mia');
  });

  it('is one sentence without control characters, whatever the names hold', () => {
    const plan = buildPlan({ hero: { name: 'Ka\u0007i\nLu' }, companion: { name: 'Pi\tp' } });
    const { description } = drawScene(plan, picture('wide', 'setting'), { seed: 's', sceneIndex: 0 });
    expect(description).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(description).toContain('Kai Lu');
  });
});
