import type { PlanAnswers, PlanPerson } from '@dreamweaver/contracts';
import type { Person } from './people.ts';

// A stay in hospital, settled from what its cues said (stay-cues.ts) and the parent's answer: in
// hospital now (the person is away, in hospital), or ahead (going in tomorrow, next week, soon),
// with its days and whether for an operation. A stay is told only when the parent told one: going
// in, an operation, or how long; someone "very poorly in hospital" has none, since nobody said when
// they come home. An operation said with no time („Papa wird operiert“, "Mum is having an
// operation") leaves open whether they are in hospital now or go in soon: the parent is asked.

export const HOSPITAL_CHOICES = ['now', 'soon', 'none'] as const;

type Stay = NonNullable<PlanPerson['hospital']>;

/** The question's id for a person: `hospital:p1`. */
export const hospitalQuestion = (person: Person) => `hospital:${person.id}`;

function stayOf(person: Person, answer: string | undefined): Stay | 'ask' | undefined {
  const read = person.stay;
  if (person.status === 'remembered' || answer === 'none') return undefined;
  const days = read?.days ?? null;
  const operation = (read?.operation ?? null) !== null;
  if (answer === 'now') {
    Object.assign(person, { status: 'away', away: 'hospital', unclear: false });
    return { when: 'now', days, operation };
  }
  const inHospital = person.status === 'away' && person.away === 'hospital';
  if (answer === 'soon') {
    // Not in hospital tonight, whatever the words seemed to say: the parent knows.
    if (inHospital) Object.assign(person, { status: 'here', away: null });
    return { when: read?.when ?? 'soon', days, operation };
  }
  if (!read) return undefined;
  if (inHospital) return operation || days !== null ? { when: 'now', days, operation } : undefined;
  if (read.going) return { when: read.when ?? 'soon', days, operation };
  if (read.operation !== 'ahead') return undefined;
  return read.when ? { when: read.when, days, operation } : 'ask';
}

/**
 * Lays each person's stay into the plan's person (someone with a stay ahead of them is ill, for
 * the story's theme, unless the words said more), and returns those to ask about.
 */
export function settleStays(people: Person[], given: PlanAnswers): Person[] {
  const unclear: Person[] = [];
  for (const person of people) {
    const stay = stayOf(person, given[hospitalQuestion(person)]);
    if (stay === 'ask') unclear.push(person);
    if (stay === 'ask' || stay === undefined) continue;
    person.hospital = stay;
    if (person.health === 'well') person.health = 'ill';
  }
  return unclear;
}
