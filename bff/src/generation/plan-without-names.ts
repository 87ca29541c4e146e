import type { PlanDetail, PlanPerson, PlanPet, PlanSibling, StoryPlan } from '@dreamweaver/contracts';
import { HERO_PLACEHOLDER } from './hero-placeholder.ts';
import { isChildPerson, type StoryChildren } from './plan-children.ts';
import { childPlaceholder } from './sibling-placeholder.ts';

// The plan as an engine that runs elsewhere may see it (without-name.ts): the hero's name is the
// placeholder, each brother and sister and every other child of the plan is its own placeholder
// (plan-children.ts), and every other text of the plan, the parent's words and the storyteller's
// words alike, is scrubbed of every form of every child's name. Grown-ups and pets keep their
// names (plan-children.ts says why).
//
// Each object is written out field by field, never spread: a text field added to the plan is a
// compile error here until it is decided how it is told, so no new field passes the seam unscrubbed.
// Fields that are closed lists of the contract (an enum: a relation, a status, a setting id) cannot
// hold a name and are kept as they are; every free word (a lexeme too: it is only a pattern) is scrubbed.

type Scrub = (text: string) => string;

function nullable(text: string | null, scrub: Scrub): string | null {
  return text === null ? null : scrub(text);
}

function personWithoutNames(person: PlanPerson, children: StoryChildren, scrub: Scrub): PlanPerson {
  const n = isChildPerson(person) ? children.person.get(person.id) : undefined;
  const placeholder = n === undefined ? undefined : childPlaceholder(n);
  return {
    id: scrub(person.id),
    name: person.name === null ? null : (placeholder ?? scrub(person.name)),
    relation: person.relation,
    calls: person.calls === null ? null : (placeholder ?? scrub(person.calls)),
    status: person.status,
    away: person.away,
    health: person.health,
    livesWithChild: person.livesWithChild,
    ...(person.noVisits === undefined ? {} : { noVisits: person.noVisits }),
    // Closed lists and numbers: no name can be in them.
    ...(person.hospital === undefined
      ? {}
      : { hospital: { when: person.hospital.when, days: person.hospital.days, operation: person.hospital.operation } }),
    ...(person.looksAfterChild === undefined ? {} : { looksAfterChild: person.looksAfterChild }),
    ...(person.callsEvery === undefined ? {} : { callsEvery: person.callsEvery }),
  };
}

function petWithoutNames(pet: PlanPet, scrub: Scrub): PlanPet {
  return { id: scrub(pet.id), name: nullable(pet.name, scrub), kind: scrub(pet.kind), status: pet.status };
}

function siblingWithoutName(sibling: PlanSibling, n: number | undefined, scrub: Scrub): PlanSibling {
  return {
    id: scrub(sibling.id),
    name: n === undefined ? scrub(sibling.name) : childPlaceholder(n),
    age: sibling.age,
    pronoun: sibling.pronoun,
    role: sibling.role,
  };
}

function detailWithoutNames(detail: PlanDetail, scrub: Scrub): PlanDetail {
  return {
    id: scrub(detail.id),
    kind: detail.kind,
    words: scrub(detail.words),
    lexeme: nullable(detail.lexeme, scrub),
    colour: nullable(detail.colour, scrub),
    owner: nullable(detail.owner, scrub),
    wanted: detail.wanted,
    used: detail.used,
    where: nullable(detail.where, scrub),
    why: nullable(detail.why, scrub),
  };
}

function seriesWithoutNames(series: StoryPlan['series'], scrub: Scrub): StoryPlan['series'] {
  if (series === null) return null;
  const previous = series.previous;
  return {
    episode: series.episode,
    previous: previous && {
      arc: scrub(previous.arc),
      setting: previous.setting,
      thread: nullable(previous.thread, scrub),
    },
  };
}

/** `plan` with the placeholders for the children and every other text scrubbed by `scrub`. */
export function planWithoutNames(plan: StoryPlan, children: StoryChildren, scrub: Scrub): StoryPlan {
  const { hero, companion, theme, care, achievement, story } = plan;
  return {
    version: plan.version,
    language: plan.language,
    hero: {
      name: HERO_PLACEHOLDER,
      age: hero.age,
      pronoun: hero.pronoun,
      look: { ...hero.look },
      aids: [...hero.aids],
    },
    companion: { name: scrub(companion.name), kind: scrub(companion.kind), toy: companion.toy, own: companion.own },
    setting: { id: plan.setting.id, words: nullable(plan.setting.words, scrub) },
    people: plan.people.map((person) => personWithoutNames(person, children, scrub)),
    pets: plan.pets.map((pet) => petWithoutNames(pet, scrub)),
    family: { shape: plan.family.shape, twoHomes: plan.family.twoHomes },
    siblings: plan.siblings.map((sibling, i) => siblingWithoutName(sibling, children.planSibling[i], scrub)),
    theme: {
      id: theme.id,
      sensitive: theme.sensitive,
      words: nullable(theme.words, scrub),
      about: nullable(theme.about, scrub),
    },
    care: { afterlife: care.afterlife, practise: care.practise, wishes: care.wishes.map(scrub), sadIsOk: care.sadIsOk },
    achievement: achievement && {
      words: scrub(achievement.words),
      kind: nullable(achievement.kind, scrub),
      used: achievement.used,
      why: nullable(achievement.why, scrub),
    },
    details: plan.details.map((detail) => detailWithoutNames(detail, scrub)),
    series: seriesWithoutNames(plan.series, scrub),
    story: story && { arc: scrub(story.arc), scenes: story.scenes },
  };
}
