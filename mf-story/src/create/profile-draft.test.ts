import { describe, expect, it } from 'vitest';
import { createStorySchema, translator, type ChildProfileJson } from '@dreamweaver/contracts';
import { simpleStoryRequest } from './story-request.ts';
import { profileDescription, wizardStateFromProfile } from './profile-draft.ts';

const ida: ChildProfileJson = {
  id: 'profile-ida',
  name: 'Ida',
  age: 5,
  birthYear: null,
  birthMonth: null,
  pronoun: 'she',
  favourites: { animal: 'otter', colour: 'teal', activity: null, food: null },
  look: { hairColour: 'red', hairStyle: 'curly', glasses: true, skinTone: 'light', pyjamas: 'stars' },
  companions: [
    { name: 'Pepper', kind: 'dog' },
    { name: 'Bobo', kind: null },
  ],
  bible: ['Ida is afraid of thunder, but less now'],
  storyCount: 0,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

describe("Tonight's story from a profile", () => {
  it('writes the look, the companions and the bible into the description, in the language of the page', () => {
    expect(profileDescription(ida, translator('en'))).toBe(
      'Ida has curly red hair. She wears glasses. She has fair skin. She loves the pyjamas with stars. ' +
        'Ida has a dog called Pepper. Bobo is always with Ida. Ida is afraid of thunder, but less now.',
    );
    expect(profileDescription({ ...ida, pronoun: 'they', companions: [], bible: [] }, translator('de'))).toBe(
      'Ida hat lockige rote Haare. Ida trägt eine Brille. Ida hat helle Haut. Ida liebt den Schlafanzug mit Sternen.',
    );
  });

  it('fills in the wizard, linked to the profile, and the quick tab keeps the favourites', () => {
    const state = wizardStateFromProfile(ida, translator('en'));
    expect(state).toMatchObject({ audience: 'child', storyType: 'classic', childId: 'profile-ida', series: true });
    // Pepper, the profile's companion, is the story's companion: a favourite animal would replace it.
    expect(state.recipientDetails).toMatchObject({ name: 'Ida', age: '5', favoriteAnimal: '', favoriteColor: 'teal' });
    const alone = wizardStateFromProfile({ ...ida, companions: [] }, translator('en'));
    expect(alone.recipientDetails.favoriteAnimal).toBe('otter');
    const request = simpleStoryRequest(state, 'en');
    expect(request).toMatchObject({
      childId: 'profile-ida',
      series: true,
      recipientDetails: { favoriteColor: 'teal', age: 5 },
    });
    expect(createStorySchema().safeParse(request).success).toBe(true);
  });

  it('says nothing it was not told', () => {
    const bare = { ...ida, look: { hairColour: null, hairStyle: null, glasses: null, skinTone: null, pyjamas: null } };
    expect(profileDescription({ ...bare, companions: [], bible: [] }, translator('en'))).toBe('');
  });
});
