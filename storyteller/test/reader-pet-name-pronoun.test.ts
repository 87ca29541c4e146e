import { describe, expect, it } from 'vitest';
import { planOf } from './reader-order.ts';

// A pet's he is not the child's, and a pet's name said again is the pet, not a food:
// "Our dog Biscuit died on Tuesday, he was 14. He always waited at the door for Isla."

describe('reader: the pet who died, said again', () => {
  it('does not take the dog’s "he" as the child’s pronoun', () => {
    const goal = 'Our dog Biscuit died on Tuesday, he was 14.';
    const text = 'He always waited at the door for Isla.';
    expect(planOf(text, { name: 'Isla', goal }).hero.pronoun).not.toBe('he');
    expect(planOf(`${goal} ${text}`, { name: 'Isla' }).hero.pronoun).not.toBe('he');
    // The child's own she still counts.
    expect(planOf(`${goal} ${text} She misses him so much.`, { name: 'Isla' }).hero.pronoun).toBe('she');
  });

  it('reads "Biscuit" said again as the dog, never as biscuits; "loves biscuits" is still the food', () => {
    const plan = planOf('Our dog Biscuit died on Tuesday. Isla misses Biscuit so much.', { name: 'Isla' });
    expect(plan.pets).toEqual([expect.objectContaining({ name: 'Biscuit', status: 'remembered' })]);
    expect(plan.details.filter((d) => d.kind === 'food')).toEqual([]);
    const food = planOf('Our dog Biscuit died. Isla misses Biscuit. She loves biscuits.', { name: 'Isla' });
    expect(food.details.filter((d) => d.kind === 'food').map((d) => d.lexeme)).toEqual(['biscuits']);
  });
});
