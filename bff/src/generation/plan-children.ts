import type { PlanPerson, PlanRelation, StoryPlan } from '@dreamweaver/contracts';
import type { StoryBrief } from './engine.ts';
import { FIRST_FRIEND_NUMBER, SIBLING_PLACEHOLDERS } from './sibling-placeholder.ts';

// Who in a story is a child besides the hero, and which placeholder stands for each (sibling-
// placeholder.ts): the brothers and sisters of the order first ({{CHILD2}}, {{CHILD3}}), then those
// only the plan knows, then every other child the plan names ({{CHILD4}} onwards). Each child keeps
// all the names it goes by (its name, and what the hero calls it), so every one of them is hidden;
// the first is the one put back into the story.
//
// Who counts as a child: a brother, a sister, a cousin, a friend, and anyone of the relation
// "other" (their age is not known, so they are kept private like a child). Grown-ups (a parent, a
// grandparent, an aunt or uncle, a teacher) keep their names, and so do pets: they are not the
// children whose privacy the seam protects, the story needs them exactly as the child says them
// ("Opa Heinz", "Nana") so the model can address and inflect them, and a family's grown-up or a cat
// named in a bedtime story says nothing about which child it is for.

const CHILD_RELATIONS: ReadonlySet<PlanRelation> = new Set(['sister', 'brother', 'cousin', 'friend', 'other']);

/** A person of the plan who is (or may be) a child, and so is told by a placeholder. */
export function isChildPerson(person: Pick<PlanPerson, 'relation'>): boolean {
  return CHILD_RELATIONS.has(person.relation);
}

/** A name as written, for telling two writings of it apart: case and spacing do not count. */
function sameName(a: string, b: string): boolean {
  return a.normalize('NFC').trim().toLowerCase() === b.normalize('NFC').trim().toLowerCase();
}

export interface StoryChildren {
  /** Each brother and sister with every name they go by, the one told first: {{CHILD2}}, {{CHILD3}}. */
  siblings: string[][];
  /** Every other child of the plan, likewise: {{CHILD4}} onwards. */
  friends: string[][];
  /** The placeholder number (2 for {{CHILD2}}) of each of the plan's siblings, by index. */
  planSibling: number[];
  /** The placeholder number of each child person of the plan, by person id. */
  person: Map<string, number>;
}

/** The names a child person goes by: what the hero calls them first (that is what the story says). */
function namesOfPerson(person: PlanPerson): string[] {
  return [person.calls, person.name].filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}

/** The brothers and sisters and the other children of a brief and its plan, each with its placeholder number. */
export function storyChildrenOf(brief: Pick<StoryBrief, 'siblings' | 'plan'>): StoryChildren {
  const plan: StoryPlan | undefined = brief.plan;
  const siblings: string[][] = (brief.siblings ?? []).map((sibling) => [sibling.name]);
  const friends: string[][] = [];
  const numberOf = (name: string): number | undefined => {
    const sibling = siblings.findIndex((names) => names.some((known) => sameName(known, name)));
    if (sibling >= 0) return sibling + 2;
    const friend = friends.findIndex((names) => names.some((known) => sameName(known, name)));
    return friend >= 0 ? friend + FIRST_FRIEND_NUMBER : undefined;
  };
  /** A new child: a sibling while there is a sibling's placeholder left, a friend otherwise. */
  const add = (names: string[], asSibling: boolean): number => {
    if (asSibling && siblings.length < SIBLING_PLACEHOLDERS.length) {
      siblings.push(names);
      return siblings.length + 1;
    }
    friends.push(names);
    return friends.length + FIRST_FRIEND_NUMBER - 1;
  };
  const planSibling = (plan?.siblings ?? []).map((sibling) => numberOf(sibling.name) ?? add([sibling.name], true));
  const person = new Map<string, number>();
  for (const someone of plan?.people ?? []) {
    if (!isChildPerson(someone)) continue;
    const names = namesOfPerson(someone);
    if (names.length === 0) continue;
    const known = names.map(numberOf).find((n) => n !== undefined);
    const n = known ?? add(names, false);
    person.set(someone.id, n);
    // A second name of a child already known (the hero calls her "Ellie") is hidden as that child too.
    const group = n < FIRST_FRIEND_NUMBER ? siblings[n - 2] : friends[n - FIRST_FRIEND_NUMBER];
    for (const name of names) if (!group.some((known) => sameName(known, name))) group.push(name);
  }
  return { siblings, friends, planSibling, person };
}
