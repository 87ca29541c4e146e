import type { HairColour, HairStyle, KnownChild, Pronoun, Pyjamas, SkinTone } from '@dreamweaver/contracts';
import { BaseModel } from './base-model.ts';

export interface ChildFavourites {
  animal?: string;
  colour?: string;
  activity?: string;
  food?: string;
}

export interface ChildLook {
  hairColour?: HairColour;
  hairStyle?: HairStyle;
  glasses?: boolean;
  skinTone?: SkinTone;
  pyjamas?: Pyjamas;
}

export interface ChildCompanion {
  name: string;
  kind?: string;
}

/** A child of an account (services/child-profiles.ts): only its owner ever reads it. */
export class ChildProfile extends BaseModel {
  static override tableName = 'child_profiles';
  static override jsonAttributes = ['favourites', 'look', 'companions', 'bible', 'known'];

  declare id: string;
  declare userId: number;
  declare name: string;
  /** The age as given, on `ageGivenAt`; null when the birth year and month are kept instead. */
  declare age: number | null;
  declare ageGivenAt: Date | null;
  declare birthYear: number | null;
  declare birthMonth: number | null;
  declare pronoun: Pronoun;
  declare favourites: ChildFavourites;
  declare look: ChildLook;
  declare companions: ChildCompanion[];
  /** The story bible: short facts the parent wrote or accepted. */
  declare bible: string[];
  /** What the parent confirmed or corrected in this child's story plans; null until the first plan. */
  declare known: KnownChild | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
