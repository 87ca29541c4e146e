import type { PlanPerson } from '@dreamweaver/contracts';

// The grown-ups at home as a story names them, in the plan's order, each word once: two of one
// kind the parent did not name (two mums, both "Mummy" to the story) are one group, told together
// ("both mums", „beide Mamas“), never "Mummy and Mummy". The plan asks what the child calls each
// (reader/questions.ts); the answer names them apart.

export interface Called {
  name: string;
  /** The first of the group (its relation gives the plural). */
  person: PlanPerson;
  count: number;
}

export function calledOnce(people: readonly PlanPerson[], nameOf: (person: PlanPerson) => string): Called[] {
  const groups = new Map<string, Called>();
  for (const person of people) {
    const name = nameOf(person);
    const group = groups.get(name);
    if (group) group.count += 1;
    else groups.set(name, { name, person, count: 1 });
  }
  return [...groups.values()];
}
