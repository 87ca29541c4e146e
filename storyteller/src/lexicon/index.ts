import { PLAN_RELATIONS, type PlanRelation, type PlanSetting } from '@dreamweaver/contracts';
import { ACTIVITIES } from './activities.ts';
import { SHARED_DOINGS } from './activities-shared.ts';
import { ANIMALS } from './animals.ts';
import { PETS } from './animals/pets.ts';
import { COLOURS } from './colours.ts';
import { RELATIONS } from './relations.ts';
import { animalVillage } from './settings/animal-village.ts';
import { dinosaurLand } from './settings/dinosaur-land.ts';
import { enchantedCastle } from './settings/enchanted-castle.ts';
import { farm } from './settings/farm.ts';
import { home } from './settings/home.ts';
import { jungle } from './settings/jungle.ts';
import { magicalForest } from './settings/magical-forest.ts';
import { mountains } from './settings/mountains.ts';
import { seaside } from './settings/seaside.ts';
import { snowyForest } from './settings/snowy-forest.ts';
import { spaceAdventure } from './settings/space-adventure.ts';
import type { SettingEntry } from './settings/types.ts';
import { underwaterKingdom } from './settings/underwater-kingdom.ts';
import { CLOTHES, FOODS, TOYS } from './things.ts';
import type {
  ActivityEntry,
  AnimalEntry,
  ColourEntry,
  FoodEntry,
  NounEntry,
  RelationForms,
  ToyEntry,
} from './types.ts';

// The lexicon's one door: a word by its id, per kind. The reader finds ids in the parent's words
// through each entry's spellings; the teller asks for the forms.

const SETTINGS: Record<PlanSetting, SettingEntry> = {
  'magical-forest': magicalForest,
  'enchanted-castle': enchantedCastle,
  'underwater-kingdom': underwaterKingdom,
  'space-adventure': spaceAdventure,
  'dinosaur-land': dinosaurLand,
  'animal-village': animalVillage,
  farm,
  seaside,
  'snowy-forest': snowyForest,
  mountains,
  jungle,
  home,
};

/** A relation with its id, as the other kinds are listed. */
type RelationEntry = RelationForms & { id: PlanRelation };
const RELATION_ENTRIES: readonly RelationEntry[] = PLAN_RELATIONS.map((id) => ({ id, ...RELATIONS[id] }));

const byId = <T extends { id: string }>(entries: readonly T[]) => new Map(entries.map((entry) => [entry.id, entry]));
const animals = byId(ANIMALS);
const colours = byId(COLOURS);
const foods = byId(FOODS);
const toys = byId(TOYS);
const clothes = byId(CLOTHES);
const games = byId(ACTIVITIES);
const activities = byId([...ACTIVITIES, ...SHARED_DOINGS]);

export const lexicon = {
  animal: (id: string): AnimalEntry | undefined => animals.get(id),
  colour: (id: string): ColourEntry | undefined => colours.get(id),
  food: (id: string): FoodEntry | undefined => foods.get(id),
  toy: (id: string): ToyEntry | undefined => toys.get(id),
  clothing: (id: string): NounEntry | undefined => clothes.get(id),
  activity: (id: string): ActivityEntry | undefined => activities.get(id),
  /** An activity a child may love for itself: not a doing that names no game ("playing" with the dog). */
  game: (id: string): ActivityEntry | undefined => games.get(id),
  relation: (id: PlanRelation): RelationForms => RELATIONS[id],
  setting: (id: PlanSetting): SettingEntry => SETTINGS[id],
  all: {
    animals: ANIMALS,
    /** The animals a family keeps at home: the reader takes only these for a pet ("her dinosaur" is none). */
    pets: PETS,
    colours: COLOURS,
    foods: FOODS,
    toys: TOYS,
    clothes: CLOTHES,
    activities: ACTIVITIES,
    /** Doings that name no game ("played with him"): read only in a memory of something done with someone. */
    sharedDoings: SHARED_DOINGS,
    relations: RELATION_ENTRIES,
  },
  settings: (): SettingEntry[] => Object.values(SETTINGS),
};
