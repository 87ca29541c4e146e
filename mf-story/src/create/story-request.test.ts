import { describe, expect, it } from 'vitest';
import { createStorySchema } from '@dreamweaver/contracts';
import {
  advancedStoryRequest,
  ageFromText,
  checkDraft,
  formErrorsFromServer,
  isNameMissing,
  simpleStoryRequest,
  type StoryDraft,
} from './story-request.ts';

const filledIn: StoryDraft = {
  audience: 'child',
  storyType: 'custom',
  recipientDetails: {
    name: 'Mia',
    personalization: 'Loves the moon',
    age: '5',
    favoriteAnimal: 'owl',
    favoriteColor: 'purple',
    favoriteActivity: 'painting',
    favoriteFood: 'pancakes',
    recentAchievement: 'rode a bike',
  },
  storyGoal: 'sharing',
  storySetting: 'space-adventure',
};

describe('advancedStoryRequest', () => {
  it('sends the form as entered, age as a number, goal and setting at both levels', () => {
    expect(advancedStoryRequest(filledIn, 'de')).toEqual({
      audience: 'child',
      storyType: 'custom',
      recipientDetails: {
        name: 'Mia',
        personalization: 'Loves the moon',
        age: 5,
        favoriteAnimal: 'owl',
        favoriteColor: 'purple',
        favoriteActivity: 'painting',
        favoriteFood: 'pancakes',
        recentAchievement: 'rode a bike',
        storyGoal: 'sharing',
        storySetting: 'space-adventure',
      },
      storyGoal: 'sharing',
      storySetting: 'space-adventure',
      language: 'de',
    });
  });

  it('falls back to the classic type when none was chosen (the home page has no type step)', () => {
    expect(advancedStoryRequest({ ...filledIn, storyType: null }, 'en').storyType).toBe('classic');
  });
});

describe('simpleStoryRequest', () => {
  it('sends only name and personalization, carries over age and setting, blanks the rest', () => {
    expect(simpleStoryRequest(filledIn, 'en')).toEqual({
      audience: 'child',
      storyType: 'custom',
      recipientDetails: {
        name: 'Mia',
        personalization: 'Loves the moon',
        age: 5,
        favoriteAnimal: '',
        favoriteColor: '',
        favoriteActivity: '',
        favoriteFood: '',
        recentAchievement: '',
        storyGoal: '',
        storySetting: 'space-adventure',
      },
      storyGoal: '',
      storySetting: 'space-adventure',
      language: 'en',
    });
  });

  it('is accepted by the story API schema', () => {
    const parsed = createStorySchema().safeParse(simpleStoryRequest(filledIn, 'en'));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.recipientDetails.favoriteAnimal).toBeUndefined();
    expect(createStorySchema().safeParse(advancedStoryRequest(filledIn, 'en')).success).toBe(true);
  });
});

describe('ageFromText and isNameMissing', () => {
  it('converts whole numbers only', () => {
    expect(ageFromText(' 7 ')).toBe(7);
    expect(ageFromText('')).toBeUndefined();
    expect(ageFromText('five')).toBeUndefined();
    expect(ageFromText('4.5')).toBeUndefined();
  });

  it('treats a blank name as missing', () => {
    expect(isNameMissing({ recipientDetails: { ...filledIn.recipientDetails, name: '   ' } })).toBe(true);
    expect(isNameMissing(filledIn)).toBe(false);
  });
});

describe('checkDraft and formErrorsFromServer', () => {
  it('asks for a name and a whole-number age up to the maximum', () => {
    expect(checkDraft(filledIn, 18)).toEqual({});
    const noName = { ...filledIn, recipientDetails: { ...filledIn.recipientDetails, name: ' ', age: 'five' } };
    expect(checkDraft(noName, 18)).toEqual({ name: 'missing', age: 'invalid' });
    const old = { ...filledIn, recipientDetails: { ...filledIn.recipientDetails, age: '19' } };
    expect(checkDraft(old, 18)).toEqual({ age: 'invalid' });
    const noAge = { ...filledIn, recipientDetails: { ...filledIn.recipientDetails, age: ' ' } };
    expect(checkDraft(noAge, 18)).toEqual({});
  });

  it('puts server field errors on the form fields they belong to', () => {
    expect(
      formErrorsFromServer({
        'recipientDetails.favoriteFood': 'Too long',
        'recipientDetails.storyGoal': 'Goal too long',
        storyGoal: 'Ignored, the first one wins',
        language: 'Not a form field',
      }),
    ).toEqual({ favoriteFood: 'Too long', storyGoal: 'Goal too long' });
  });
});
