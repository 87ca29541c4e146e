import { describe, expect, it } from 'vitest';
import { planOf } from './reader-order.ts';

// When the child talks with someone far away, as the parent said it („Sie telefonieren jeden
// Sonntag“): a parent-away story told it as „Papa ruft an, wann immer es geht“, which is not what
// the parent said and loses the day the child waits for.

describe('reader: when the child talks with someone away', () => {
  it.each([
    [
      'Finn vermisst Papa. Sie telefonieren jeden Sonntag.',
      'de',
      'Papa ist Soldat und gerade im Auslandseinsatz',
      'sunday',
    ],
    ['Papa ist auf Montage und ruft jeden Abend an.', 'de', undefined, 'evening'],
    ['Mama arbeitet im Ausland. Jeden Sonntag telefoniert Lina mit Mama.', 'de', undefined, 'sunday'],
    ['Daddy works away. He FaceTimes us every evening.', 'en', undefined, 'evening'],
    ['Daddy is deployed. We video call Daddy every Sunday.', 'en', undefined, 'sunday'],
    ['Daddy is in the army. Every weekend we Skype him.', 'en', undefined, 'weekend'],
  ] as const)('reads "%s"', (text, language, goal, when) => {
    const plan = planOf(text, { language, ...(goal ? { goal } : {}), name: 'Finn' });
    expect(plan.people[0]).toMatchObject({ status: 'away', callsEvery: when });
  });

  it('is no call of someone who died, and no time the parent did not give', () => {
    expect(planOf('Daddy works away. He calls when he can.').people[0]).toMatchObject({ status: 'away', away: 'work' });
    expect(planOf('Daddy works away. He calls when he can.').people[0].callsEvery).toBeUndefined();
    expect(planOf('Grandpa died. We used to call him every Sunday.').people[0]).toMatchObject({ status: 'remembered' });
    expect(planOf('Grandpa died. We used to call him every Sunday.').people[0].callsEvery).toBeUndefined();
    expect(planOf('Daddy is deployed. We video call him every Sunday.').people[0].callsEvery).toBe('sunday');
  });
});
