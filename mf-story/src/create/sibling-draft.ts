import {
  HAIR_COLOURS,
  HAIR_STYLES,
  PRONOUNS,
  SIBLING_ROLES,
  type ChildProfileJson,
  type StorySibling,
} from '@dreamweaver/contracts';

// A brother or sister as the form holds them: typed in, or filled in from one of the signed-in
// parent's child profiles (every field still editable). Sent as the request's `siblings`.

export interface SiblingDraft {
  name: string;
  age: string;
  pronoun: string;
  role: string;
  hairColour: string;
  hairStyle: string;
  glasses: boolean;
}

export const emptySibling: SiblingDraft = {
  name: '',
  age: '',
  pronoun: '',
  role: '',
  hairColour: '',
  hairStyle: '',
  glasses: false,
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** A sibling from a profile: name, today's age, pronoun and look. */
export function siblingFromProfile(profile: ChildProfileJson): SiblingDraft {
  return {
    ...emptySibling,
    name: profile.name,
    age: profile.age === null ? '' : String(profile.age),
    pronoun: profile.pronoun === 'unspecified' ? '' : profile.pronoun,
    hairColour: profile.look.hairColour ?? '',
    hairStyle: profile.look.hairStyle ?? '',
    glasses: profile.look.glasses === true,
  };
}

/** The request's siblings: the ones with a name; blank choices left out. */
export function siblingsOfDraft(drafts: readonly SiblingDraft[] | undefined): StorySibling[] | undefined {
  const named = (drafts ?? []).filter((s) => s.name.trim() !== '');
  if (named.length === 0) return undefined;
  return named.map((s) => {
    const age = /^\d+$/.test(s.age.trim()) ? Number.parseInt(s.age.trim(), 10) : undefined;
    const look = {
      hairColour: oneOf(HAIR_COLOURS, s.hairColour),
      hairStyle: oneOf(HAIR_STYLES, s.hairStyle),
      ...(s.glasses ? { glasses: true } : {}),
    };
    return {
      name: s.name,
      ...(age === undefined ? {} : { age }),
      pronoun: oneOf(PRONOUNS, s.pronoun),
      role: oneOf(SIBLING_ROLES, s.role),
      look,
    };
  });
}

/** Siblings read back from storage or a stored request, defensively. */
export function siblingDrafts(value: unknown): SiblingDraft[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 2).map((raw) => {
    const s = (raw ?? {}) as Record<string, unknown>;
    const look = (s.look ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    return {
      name: text(s.name),
      age: text(s.age),
      pronoun: text(s.pronoun),
      role: text(s.role),
      hairColour: text(s.hairColour ?? look.hairColour),
      hairStyle: text(s.hairStyle ?? look.hairStyle),
      glasses: s.glasses === true || look.glasses === true,
    };
  });
}
