import type { CreateStoryRequest, Language, StoryType } from '@dreamweaver/contracts';
import { siblingsOfDraft, type SiblingDraft } from './sibling-draft.ts';
import { emptyRecipient, type RecipientDraft } from './wizard-state.ts';

/** What either form needs to build a request: the wizard state, or the home page's own draft. */
export interface StoryDraft {
  audience: 'child' | null;
  storyType: StoryType | null;
  recipientDetails: RecipientDraft;
  storyGoal: string;
  storySetting: string;
  /** Set when the form was filled in from a child profile. */
  childId?: string | null;
  /** The next episode of the profile's series. */
  series?: boolean;
  /** Brothers and sisters in the story (at most two). */
  siblings?: SiblingDraft[];
}

/** Age is optional text converted to a whole number; anything else is no age. */
export function ageFromText(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number.parseInt(trimmed, 10);
}

/** The only client-side rule: a name. The bff checks the rest. */
export function isNameMissing(draft: Pick<StoryDraft, 'recipientDetails'>): boolean {
  return draft.recipientDetails.name.trim() === '';
}

/** The advanced submit sends the form as entered. */
export function advancedStoryRequest(draft: StoryDraft, language: Language): CreateStoryRequest {
  const { age, ...details } = draft.recipientDetails;
  const siblings = siblingsOfDraft(draft.siblings);
  return {
    audience: 'child',
    storyType: draft.storyType ?? 'classic',
    recipientDetails: {
      ...details,
      age: ageFromText(age),
      storyGoal: draft.storyGoal,
      storySetting: draft.storySetting,
    },
    storyGoal: draft.storyGoal,
    storySetting: draft.storySetting,
    language,
    ...(draft.childId ? { childId: draft.childId, ...(draft.series ? { series: true } : {}) } : {}),
    ...(siblings ? { siblings } : {}),
  };
}

/**
 * The simple submit sends only name and personalization, carries over age and setting, and
 * blanks the other fields, so details typed earlier in the advanced tab
 * do not leak into a "quick" story.
 */
export function simpleStoryRequest(draft: StoryDraft, language: Language): CreateStoryRequest {
  // A profile's favourites came from the profile, not from typing in the other tab: they stay.
  const { favoriteAnimal, favoriteColor, favoriteActivity, favoriteFood } = draft.recipientDetails;
  const blank = draft.childId
    ? { ...emptyRecipient, favoriteAnimal, favoriteColor, favoriteActivity, favoriteFood }
    : { ...emptyRecipient };
  return advancedStoryRequest(
    {
      ...draft,
      recipientDetails: {
        ...blank,
        name: draft.recipientDetails.name,
        personalization: draft.recipientDetails.personalization,
        age: draft.recipientDetails.age,
      },
      storyGoal: '',
      storySetting: draft.storySetting,
    },
    language,
  );
}

export type FormField = keyof RecipientDraft | 'storyGoal' | 'storySetting';
export type FormErrors = Partial<Record<FormField, string>>;

/** What the browser checks before sending: a name, and an age that is a whole number up to the maximum. */
export function checkDraft(draft: StoryDraft, maxAge: number): { name?: 'missing'; age?: 'invalid' } {
  const problems: { name?: 'missing'; age?: 'invalid' } = {};
  if (isNameMissing(draft)) problems.name = 'missing';
  const ageText = draft.recipientDetails.age.trim();
  const age = ageFromText(ageText);
  if (ageText !== '' && (age === undefined || age > maxAge)) problems.age = 'invalid';
  return problems;
}

/** Server field errors by form field: `recipientDetails.age` and `age` both land on the age field. */
export function formErrorsFromServer(fieldErrors: Record<string, string>): FormErrors {
  const known = new Set<string>([...Object.keys(emptyRecipient), 'storyGoal', 'storySetting']);
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.replace(/^recipientDetails\./, '');
    if (known.has(field)) errors[field as FormField] ??= message;
  }
  return errors;
}
