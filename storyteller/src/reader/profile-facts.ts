import type { StoryPlan } from '@dreamweaver/contracts';
import type { ProfileFacts } from '../order.ts';
import { type Companion, companionKindOf } from './companion.ts';
import type { Pet } from './pets.ts';

// What the child's profile says, laid into the plan as it is: the look the parent chose (hair, skin,
// glasses, pyjamas) and the companion, the profile's first. Tonight's words are read first, so a
// parent who writes "in her rainbow pyjamas" tonight gets them; whatever tonight's words leave out,
// the profile gives. The profile's companion keeps its name in every language; a kind the profile
// does not give, or the lexicon does not know, is taken from what the plan knows of the same name.

type Look = StoryPlan['hero']['look'];
type Aid = StoryPlan['hero']['aids'][number];

/** The look read tonight, completed from the profile's. */
export function withProfileLook(read: Look, profile: ProfileFacts | null | undefined): Look {
  const look = profile?.look;
  if (!look) return read;
  return {
    hairColour: read.hairColour ?? look.hairColour ?? null,
    hairStyle: read.hairStyle ?? look.hairStyle ?? null,
    skinTone: read.skinTone ?? look.skinTone ?? null,
    pyjamas: read.pyjamas ?? look.pyjamas ?? null,
    freckles: read.freckles,
  };
}

/** The aids read tonight, with the profile's glasses. */
export function withProfileAids(read: Aid[], profile: ProfileFacts | null | undefined): Aid[] {
  return profile?.look?.glasses && !read.includes('glasses') ? [...read, 'glasses'] : read;
}

interface Known {
  /** Companions the plan already knows (the profile's corrections, the last episode's, tonight's toy). */
  companions: readonly (Companion | null)[];
  pets: readonly Pet[];
  favouriteAnimal: string | null;
}

/** The profile's first companion as the plan's, or null when the profile names none. */
export function profileCompanion(profile: ProfileFacts | null | undefined, known: Known): Companion | null {
  const first = profile?.companions?.find((c) => c.name.trim() !== '');
  if (!first) return null;
  const name = first.name.trim();
  const given = first.kind ? companionKindOf(first.kind) : null;
  if (given) return { name, kind: given.kind, toy: given.toy, own: true };
  const same = (other: string | null) => other?.toLowerCase() === name.toLowerCase();
  const told = known.companions.find((c) => c && same(c.name));
  if (told) return { ...told, name };
  const pet = known.pets.find((p) => same(p.name));
  if (pet) return { name, kind: pet.kind, toy: false, own: true };
  // Named but not said what it is: the child's own cuddly toy, their favourite animal or a bear.
  return { name, kind: known.favouriteAnimal ?? 'bear', toy: true, own: true };
}
