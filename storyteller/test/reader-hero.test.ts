import { describe, expect, it } from 'vitest';
import { planOf, questionsOf } from './reader-order.ts';

// The child as the parent wrote about them: age, pronoun, look and aids, never a relative's.

describe('reader: age', () => {
  it('takes the form field first', () => {
    expect(planOf('Theo is five.', { age: 4 }).hero.age).toBe(4);
  });

  it.each([
    ['Theo is five and loves boats.', 5],
    ['He is 6.', 6],
    ['Theo (7) loves boats.', 7],
    ['a 5 year old who loves boats', 5],
    ['our five-year-old loves boats', 5],
    ['he is 4yo', 4],
    ['He just turned 8 last week.', 8],
    ['Theo, 4, lives with his mum.', 4],
    ['Theo (6) has a little brother Finn who is 2.', 6],
    ['Noah is turning 7 on Saturday.', 7],
  ])('reads "%s" as %i', (text, age) => {
    expect(planOf(text).hero.age).toBe(age);
  });

  it.each([
    ['Theo ist fünf und liebt Boote.', 5],
    ['Er ist 6.', 6],
    ['Theo ist 5 Jahre alt.', 5],
    ['Unser fünfjähriger Sohn liebt Boote.', 5],
    ['Sie ist inzwischen sieben.', 7],
    ['Theo ist 4 und hat eine kleine Schwester bekommen.', 4],
  ])('liest „%s“ als %i', (text, age) => {
    expect(planOf(text, { language: 'de' }).hero.age).toBe(age);
  });

  it('never takes a relative’s age, nor "is one of" or minutes', () => {
    expect(planOf('Her big sister Mia, she is 8.').hero.age).toBeNull();
    expect(planOf('Grandpa is 80.').hero.age).toBeNull();
    expect(planOf('He is one of the tallest in his class.').hero.age).toBeNull();
    expect(planOf('She is 10 minutes late for everything.').hero.age).toBeNull();
    expect(planOf('Seine Schwester ist 9.', { language: 'de' }).hero.age).toBeNull();
    expect(planOf('He has two older sisters, Ava (9) and Lily (11).').hero.age).toBeNull();
  });
});

describe('reader: pronoun', () => {
  it.each([
    ['He loves dinosaurs.', 'he'],
    ['She is scared of the dark.', 'she'],
    ['Our son loves boats.', 'he'],
    ['my little girl loves boats', 'she'],
    ['Theo uses they/them pronouns.', 'they'],
    ['Theo is non-binary.', 'they'],
    ['His grandpa died.', 'he'],
    ['Grandpa takes him fishing.', 'he'],
    ['Grandma reads to her every night.', 'she'],
    ['Every morning he says goodbye to Mummy.', 'he'],
    ['Her grandad died. He called her his sunflower. She has his old watch. We believe he is in heaven.', 'she'],
    // Whom the order helps, before anyone else is named, is the child.
    ["help him understand mum and dad don't live together anymore", 'he'],
    ['help her be brave when Grandma visits', 'she'],
  ])('reads "%s" as %s', (text, pronoun) => {
    expect(planOf(text).hero.pronoun).toBe(pronoun);
  });

  it.each([
    ['Er liebt Dinosaurier.', 'he'],
    ['Sie ist fünf und mag Pferde.', 'she'],
    ['Unser Sohn mag Boote.', 'he'],
    ['Meine Tochter mag Boote.', 'she'],
    ['Seine Oma wohnt am Meer.', 'he'],
    ['Ihre Oma wohnt am Meer.', 'she'],
    ['Opa fehlt ihm sehr.', 'he'],
    ['ihm helfen zu verstehen, dass Papa jetzt woanders wohnt', 'he'],
  ])('liest „%s“ als %s', (text, pronoun) => {
    expect(planOf(text, { language: 'de' }).hero.pronoun).toBe(pronoun);
  });

  it('does not take a relative’s pronoun for the child’s', () => {
    expect(planOf('His big sister Mia, she is 8.').hero.pronoun).toBe('he');
    expect(planOf('Her grandpa died. He loved boats.').hero.pronoun).toBe('she');
    expect(planOf('Grandpa and his boat.').hero.pronoun).toBe('they');
  });

  it('is they, with a question that need not be answered, when the words do not say', () => {
    expect(planOf('Loves boats.').hero.pronoun).toBe('they');
    const question = questionsOf('Loves boats.').find((q) => q.id === 'pronoun');
    expect(question).toMatchObject({ kind: 'pronoun', required: false });
    expect(question?.choices.map((c) => c.id)).toEqual(['he', 'she', 'they']);
    expect(questionsOf('He loves boats.').some((q) => q.id === 'pronoun')).toBe(false);
  });

  it('takes the pronoun the profile knows over the words', () => {
    const known = { pronoun: 'she' as const, people: [], pets: [], family: null, companion: null };
    expect(planOf('He loves boats.', { memory: { known } }).hero.pronoun).toBe('she');
  });
});

describe('reader: look', () => {
  it.each([
    ['She has red hair.', { hairColour: 'red' }],
    ['He is a ginger-haired boy with freckles.', { hairColour: 'red', freckles: true }],
    ['blonde curls', { hairColour: 'blond', hairStyle: 'curly' }],
    ['She has long brown hair.', { hairColour: 'brown', hairStyle: 'long' }],
    ['He has short black hair and dark skin.', { hairColour: 'black', hairStyle: 'short', skinTone: 'dark' }],
    ['She wears her hair in braids.', { hairStyle: 'braids' }],
    ['always a ponytail', { hairStyle: 'ponytail' }],
    ['He has olive skin.', { skinTone: 'olive' }],
    ['She has brown skin.', { skinTone: 'brown' }],
    ['fair skin', { skinTone: 'light' }],
    ['tanned skin', { skinTone: 'medium' }],
  ])('reads "%s"', (text, look) => {
    expect(planOf(text).hero.look).toMatchObject(look);
  });

  it.each([
    ['Sie hat rote Haare und Sommersprossen.', { hairColour: 'red', freckles: true }],
    ['Er ist blond und hat Locken.', { hairColour: 'blond', hairStyle: 'curly' }],
    ['Sie hat lange braune Haare.', { hairColour: 'brown' }],
    ['Er hat kurze Haare.', { hairStyle: 'short' }],
    ['Sie trägt Zöpfe.', { hairStyle: 'braids' }],
    ['Er hat dunkle Haut und schwarze Haare.', { skinTone: 'dark', hairColour: 'black' }],
  ])('liest „%s“', (text, look) => {
    expect(planOf(text, { language: 'de' }).hero.look).toMatchObject(look);
  });

  it('never takes someone else’s look, nor one denied', () => {
    expect(planOf('Her brother has red hair.').hero.look.hairColour).toBeNull();
    expect(planOf('She has no freckles.').hero.look.freckles).toBe(false);
  });

  it.each([
    ['He loves the pyjamas with stars.', 'en', 'stars'],
    ['She wears her dinosaur pyjamas every night.', 'en', 'dinosaurs'],
    ['striped pyjamas', 'en', 'stripes'],
    ['his PJs covered in rainbows', 'en', 'rainbows'],
    ['Er liebt seinen Schlafanzug mit Dinos.', 'de', 'dinosaurs'],
    ['Sie schläft am liebsten im Sternenschlafanzug.', 'de', 'stars'],
    ['Der Schlafanzug mit Monden', 'de', 'moons'],
    ['ihr gepunkteter Schlafanzug', 'de', 'spots'],
  ] as const)('reads the pyjamas of "%s" as a look only', (text, language, pyjamas) => {
    const plan = planOf(text, { language });
    expect(plan.hero.look.pyjamas).toBe(pyjamas);
    expect(plan.setting.id).toBe('magical-forest');
    expect(plan.theme.id).toBe('adventure');
    expect(plan.details.filter((d) => d.kind !== 'clothing')).toEqual([]);
  });
});

describe('reader: aids', () => {
  it.each([
    ['She uses a wheelchair.', 'en', 'wheelchair'],
    ['He has hearing aids.', 'en', 'hearing-aid'],
    ['He has a cochlear implant.', 'en', 'hearing-aid'],
    ['She wears glasses.', 'en', 'glasses'],
    ['He walks with a white cane.', 'en', 'cane'],
    ['She uses a walker at school.', 'en', 'walker'],
    ['He has a prosthetic leg.', 'en', 'prosthesis'],
    ['Sie sitzt im Rollstuhl.', 'de', 'wheelchair'],
    ['Er trägt ein Hörgerät.', 'de', 'hearing-aid'],
    ['Er trägt eine Brille.', 'de', 'glasses'],
    ['Sie geht mit einem Langstock.', 'de', 'cane'],
    ['Er hat einen Rollator.', 'de', 'walker'],
    ['Sie hat eine Beinprothese.', 'de', 'prosthesis'],
  ] as const)('reads "%s"', (text, language, aid) => {
    expect(planOf(text, { language }).hero.aids).toEqual([aid]);
  });

  it('never takes another person’s aid, nor one denied', () => {
    expect(planOf('Grandma uses a walker.').hero.aids).toEqual([]);
    expect(planOf('He does not need glasses any more.').hero.aids).toEqual([]);
    expect(planOf('Papa trägt eine Brille.', { language: 'de' }).hero.aids).toEqual([]);
    expect(planOf('Sie braucht keine Brille.', { language: 'de' }).hero.aids).toEqual([]);
  });
});
