import { type CreateStoryRequest, STORY_AGE_MAX, STORY_SIBLINGS_MAX, type StoryPlan } from '@dreamweaver/contracts';
import type { Person } from './people.ts';
import type { Reading } from './reading.ts';

// The brothers and sisters who come along in the story: the form's, when the parent gave them there;
// else the ones the parent's words name who live with the child, are well and are no new baby ("her
// little brother Mats (2)", „ihre große Schwester Ava“). The plan shows them, so a parent who does not
// want them along takes them out; an age said with the name is read, and "big"/„große“ alone makes
// the sibling older than the child, so the story never calls a big sister little.

const AGE_AFTER = /^(?:\s*\((\d{1,2})\)|,? (?:aged |who is |der |die )?(\d{1,2})(?: years?| jahre)?\b)/u;
const OLDER_BEFORE = /(?:big|older|eldest|große[nrs]?|ältere[nrs]?|älteste[nrs]?) $/u;

export function siblingsInText(
  reading: Reading,
  people: readonly Person[],
  heroAge: number | null,
): StoryPlan['siblings'] {
  return people
    .filter(
      (p) =>
        (p.relation === 'sister' || p.relation === 'brother') &&
        p.name !== null &&
        p.status === 'here' &&
        p.livesWithChild &&
        p.health === 'well' &&
        !p.baby,
    )
    .slice(0, STORY_SIBLINGS_MAX)
    .map((person, index) => ({
      id: `s${index + 1}`,
      name: person.name!,
      age: ageOf(reading, person, heroAge),
      pronoun: person.relation === 'sister' ? ('she' as const) : ('he' as const),
      role: 'helper' as const,
    }));
}

function ageOf(reading: Reading, person: Person, heroAge: number | null): number | null {
  for (const mention of reading.mentions.filter((m) => m.who === person.id)) {
    const source = reading.sources[mention.source];
    const said = AGE_AFTER.exec(source.text.slice(mention.end));
    const age = said ? Number(said[1] ?? said[2]) : NaN;
    if (age >= 0 && age <= STORY_AGE_MAX) return age;
  }
  const older = reading.mentions.some(
    (m) =>
      m.who === person.id &&
      OLDER_BEFORE.test(reading.sources[m.source].lower.slice(Math.max(0, m.start - 12), m.start)),
  );
  return older && heroAge !== null ? Math.min(STORY_AGE_MAX, heroAge + 2) : null;
}

/**
 * The form's brothers and sisters are the ones the words leave unnamed: "patient with her little
 * brother" and the form's Jack (he) are one boy, so the family is Jack and nobody else.
 */
export function nameFromForm(people: Person[], siblings: CreateStoryRequest['siblings']): void {
  for (const sibling of siblings ?? []) {
    if (people.some((p) => p.name?.toLowerCase() === sibling.name.toLowerCase())) continue;
    const relations =
      sibling.pronoun === 'he' ? ['brother'] : sibling.pronoun === 'she' ? ['sister'] : ['brother', 'sister'];
    const unnamed = people.find((p) => relations.includes(p.relation) && p.name === null && p.calls === null);
    if (unnamed) unnamed.name = sibling.name;
  }
}
