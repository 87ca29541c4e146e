import type { KnownChild, StoryPlan } from '@dreamweaver/contracts';
import type { Order } from '../order.ts';
import type { Person } from './people.ts';
import type { Pet } from './pets.ts';

// What the child's profile remembers: the parent's earlier corrections win over anything guessed
// from tonight's words (who died, who is away, the family, the pronoun, the companion), and a
// series episode carries the last one's arc, place and thread.

const sameName = (a: string | null, b: string | null) =>
  a === null || b === null || a.toLowerCase() === b.toLowerCase();

/**
 * The known people and pets laid over the ones read: a match (same relation or kind, a name that
 * agrees) takes the parent's status, reason, health and home. The people the child lives with are
 * added when tonight's words left them out, so a family corrected once stays whole.
 */
export function applyKnown(known: KnownChild | null | undefined, people: Person[], pets: Pet[]): void {
  if (!known) return;
  for (const them of known.people) {
    const found = people.find((p) => p.relation === them.relation && sameName(p.name, them.name));
    if (found) {
      // A baby tonight's words say is born (or due) is so tonight, whatever was known before.
      const arrived = found.arrival ? { status: found.status, livesWithChild: found.livesWithChild } : {};
      Object.assign(found, {
        name: found.name ?? them.name,
        calls: found.calls ?? them.calls,
        status: them.status,
        away: them.away,
        health: them.health,
        livesWithChild: them.livesWithChild,
        unclear: false,
        ...arrived,
      });
      if (found.arrival === null && (them.status === 'here' || them.status === 'expected'))
        found.arrival = them.status === 'here' ? 'born' : 'expected';
    } else if (them.livesWithChild && them.status === 'here') {
      // A stay in hospital and who looked after the child then were that night's, not every night's.
      const { hospital: _stay, looksAfterChild: _carer, ...person } = them;
      people.push({ ...person, id: `p${people.length + 1}`, unclear: false, baby: false });
    }
  }
  for (const them of known.pets) {
    const found = pets.find((p) => p.kind === them.kind && sameName(p.name, them.name));
    if (found) Object.assign(found, { name: found.name ?? them.name, status: them.status, unclear: false });
  }
}

/** The series of a profile's next episode: its number and what the last one told. */
export function readSeries(memory: Order['memory']): StoryPlan['series'] {
  const previous = memory?.previous;
  if (!previous || !memory?.episode) return null;
  const thread = previous.details.find(
    (d) => d.used && d.lexeme !== null && ['toy', 'thing', 'clothing'].includes(d.kind),
  );
  return {
    episode: memory.episode,
    previous: previous.story
      ? { arc: previous.story.arc, setting: previous.setting.id, thread: thread?.lexeme ?? null }
      : null,
  };
}
