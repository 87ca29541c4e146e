import { describe, expect, it } from 'vitest';
import { createWizardStore, initialWizardState, mergeWizardState, parseWizardState } from './wizard-state.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('mergeWizardState', () => {
  it('changes only what the patch names and merges recipient details field by field', () => {
    const start = mergeWizardState(initialWizardState(), {
      audience: 'child',
      recipientDetails: { name: 'Mia', age: '5' },
    });
    const next = mergeWizardState(start, {
      storyType: 'classic',
      recipientDetails: { favoriteColor: 'blue', age: undefined },
    });
    expect(next.audience).toBe('child');
    expect(next.storyType).toBe('classic');
    expect(next.recipientDetails).toMatchObject({ name: 'Mia', age: '5', favoriteColor: 'blue', favoriteFood: '' });
    expect(start.recipientDetails.favoriteColor).toBe('');
  });
});

describe('the wizard store', () => {
  it('keeps the state across pages (sessionStorage) and resets it', () => {
    const storage = memoryStorage();
    const first = createWizardStore(() => storage);
    first.update({ audience: 'child' });
    first.update({ storyType: 'custom', recipientDetails: { name: 'Noah' } });

    const afterReload = createWizardStore(() => storage);
    expect(afterReload.get()).toMatchObject({
      audience: 'child',
      storyType: 'custom',
      recipientDetails: { name: 'Noah' },
    });

    let told = 0;
    afterReload.subscribe(() => told++);
    afterReload.reset();
    expect(told).toBe(1);
    expect(afterReload.get()).toEqual(initialWizardState());
    expect(createWizardStore(() => storage).get()).toEqual(initialWizardState());
  });

  it('reads damaged or foreign stored values as an empty state', () => {
    expect(parseWizardState('{nope')).toEqual(initialWizardState());
    expect(parseWizardState('"text"')).toEqual(initialWizardState());
    const odd = parseWizardState(
      JSON.stringify({ audience: 'adult', storyType: 'epic', recipientDetails: { name: 3, age: '4' } }),
    );
    expect(odd.audience).toBeNull();
    expect(odd.storyType).toBeNull();
    expect(odd.recipientDetails.name).toBe('');
    expect(odd.recipientDetails.age).toBe('4');
  });

  it('carries the order to the plan screen across a reload, and drops one the server would refuse', () => {
    const storage = memoryStorage();
    const request = {
      audience: 'child' as const,
      storyType: 'classic' as const,
      recipientDetails: { name: 'Theo', personalization: 'Misses Grandpa' },
      storyGoal: '',
      storySetting: '',
      language: 'en' as const,
    };
    createWizardStore(() => storage).update({ order: { request, back: '/' } });
    expect(createWizardStore(() => storage).get().order).toEqual({ request, back: '/' });
    const stored = (order: unknown) => parseWizardState(JSON.stringify({ order })).order;
    expect(stored({ request, back: '/elsewhere' })).toBeNull();
    expect(stored({ request: { ...request, recipientDetails: { name: '' } }, back: '/' })).toBeNull();
    expect(stored('nonsense')).toBeNull();
  });
});
