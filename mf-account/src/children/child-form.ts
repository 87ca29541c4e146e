import type {
  ChildProfileInput,
  ChildProfileJson,
  HairColour,
  HairStyle,
  Pronoun,
  Pyjamas,
  SkinTone,
} from '@dreamweaver/contracts';
import { isApiError } from '@dreamweaver/web-kit';

// The profile form's values as typed (text, the bible one fact per line) and the request made from them.

export interface ChildDraft {
  name: string;
  age: string;
  pronoun: Pronoun;
  favourites: { animal: string; colour: string; activity: string; food: string };
  look: {
    hairColour: HairColour | '';
    hairStyle: HairStyle | '';
    skinTone: SkinTone | '';
    pyjamas: Pyjamas | '';
    glasses: boolean;
  };
  companions: { name: string; kind: string }[];
  bible: string;
}

export const emptyChildDraft: ChildDraft = {
  name: '',
  age: '',
  pronoun: 'unspecified',
  favourites: { animal: '', colour: '', activity: '', food: '' },
  look: { hairColour: '', hairStyle: '', skinTone: '', pyjamas: '', glasses: false },
  companions: [],
  bible: '',
};

export function draftFromProfile(profile: ChildProfileJson): ChildDraft {
  const { favourites: f, look } = profile;
  return {
    name: profile.name,
    age: profile.age === null ? '' : String(profile.age),
    pronoun: profile.pronoun,
    favourites: { animal: f.animal ?? '', colour: f.colour ?? '', activity: f.activity ?? '', food: f.food ?? '' },
    look: {
      hairColour: look.hairColour ?? '',
      hairStyle: look.hairStyle ?? '',
      skinTone: look.skinTone ?? '',
      pyjamas: look.pyjamas ?? '',
      glasses: look.glasses === true,
    },
    companions: profile.companions.map(({ name, kind }) => ({ name, kind: kind ?? '' })),
    bible: profile.bible.join('\n'),
  };
}

/**
 * The request (the schema turns the typed age into a number): blank bible lines and empty
 * companion rows left out, and a birth year and month kept while the age shown is unchanged.
 */
export function inputFromDraft(draft: ChildDraft, previous?: ChildProfileJson): Record<string, unknown> {
  const birth =
    previous && previous.birthYear !== null && previous.birthMonth !== null && draft.age === String(previous.age)
      ? { birthYear: previous.birthYear, birthMonth: previous.birthMonth }
      : { age: draft.age };
  return {
    name: draft.name,
    ...birth,
    pronoun: draft.pronoun,
    favourites: draft.favourites,
    look: { ...draft.look, glasses: draft.look.glasses ? true : undefined },
    companions: draft.companions.filter((c) => c.name.trim() !== '' || c.kind.trim() !== ''),
    bible: draft.bible
      .split('\n')
      .map((fact) => fact.trim())
      .filter(Boolean),
  } satisfies Partial<Record<keyof ChildProfileInput, unknown>>;
}

/** A field's first message, keyed as the form shows them: `favourites.animal`, `look.pyjamas`, `bible`, `companions`. */
export function formErrors(issues: { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [first = '', second] = path.map(String);
    const key = first === 'favourites' || first === 'look' ? `${first}.${second}` : first;
    errors[key] ??= message;
  }
  return errors;
}

/** The server's message and field messages for a refused request (empty when it said none). */
export function serverProblem(error: unknown): { message?: string; fieldErrors?: Record<string, string> } {
  if (!isApiError(error)) return {};
  try {
    return JSON.parse(error.body) as { message?: string; fieldErrors?: Record<string, string> };
  } catch {
    return {};
  }
}
